import {
  COMPARISON_PATHS,
  ltcReplySchema,
  MATERNITY_DEFAULTS,
  maternityReplySchema,
  multiCiReplySchema,
  SEARCH_OUTCOME_MESSAGES,
  SHIELD_DEFAULTS,
  shieldReplySchema,
  TERM_DEFAULTS,
  termReplySchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import {
  comparisonAppForFile,
  INSURED_32_F_NS,
  INSURED_35_M_NS,
  LTC_QUERY_35_F,
  postAs,
  signInAnother,
} from './comparison-test-kit.js';

// Issue 9: an empty result says why, from the data the search read; a result the adviser's insurer
// display filter thinned says how many insurers it shows of how many have plans.

let ctx: TestContext;
let jwt: string;
// Multi-pay CI is left without data on purpose.
comparisonAppForFile(['shieldSingle', 'longTermCare', 'maternity', 'term'], (made) => ({ ctx, jwt } = made));

const ltc = async (token: string, change: object = {}) =>
  ltcReplySchema.parse(
    (await postAs(ctx, token, COMPARISON_PATHS.longTermCare, { ...LTC_QUERY_35_F, ...change })).json(),
  );
const term = async (token: string, change: object = {}) =>
  termReplySchema.parse(
    (
      await postAs(ctx, token, COMPARISON_PATHS.term, { ...INSURED_35_M_NS, ...TERM_DEFAULTS, ...change })
    ).json(),
  );

describe('why a search found nothing', () => {
  it('Long Term Care names the ANB range of its data and the insured ANB', async () => {
    const reply = await ltc(jwt, { anb: 26 });
    expect(reply.result).toEqual([[], []]);
    expect(reply.outcome).toEqual({
      insurersMatching: 0,
      insurersShown: 0,
      emptyReason: 'Long Term Care covers ANB 30 to 60; this insured is ANB 26',
    });
  });

  it('Long Term Care by premium: a budget too small for any plan', async () => {
    const reply = await ltc(jwt, { searchBySA: false, premium: 1 });
    expect(reply.outcome?.emptyReason).toBe(SEARCH_OUTCOME_MESSAGES.ltcBudgetTooLow(1));
  });

  it('Term names the ages its data sells the chosen cover to', async () => {
    const reply = await term(jwt, { anb: 60, ageNearestBirthday: 59, term: 'PayTo65' });
    expect(reply.outcome?.emptyReason).toBe(
      'Term cover to 65 is sold to ANB 18 to 52; this insured is ANB 60',
    );
  });

  it('Integrated Shield for a foreigner, Maternity for a man', async () => {
    const shield = shieldReplySchema.parse(
      (
        await postAs(ctx, jwt, COMPARISON_PATHS.shieldSingle, {
          query: { ...SHIELD_DEFAULTS, residency: 'FR', anb: 36 },
        })
      ).json(),
    );
    expect(shield.outcome?.emptyReason).toBe(SEARCH_OUTCOME_MESSAGES.shieldResidency);
    const maternity = maternityReplySchema.parse(
      (
        await postAs(ctx, jwt, COMPARISON_PATHS.maternity, {
          ...INSURED_32_F_NS,
          ...MATERNITY_DEFAULTS,
          gender: 'M',
        })
      ).json(),
    );
    expect(maternity.outcome?.emptyReason).toBe(SEARCH_OUTCOME_MESSAGES.maternityFemaleOnly);
  });

  it('a type without any product data says so', async () => {
    const reply = multiCiReplySchema.parse(
      (
        await postAs(ctx, jwt, COMPARISON_PATHS.multiPayCI, {
          ...INSURED_35_M_NS,
          searchType: 'term',
          sumInsured: [100000],
          term: ['PayTo75'],
        })
      ).json(),
    );
    expect(reply.outcome?.emptyReason).toBe(
      'No Multi-Pay Critical Illness product data has been imported yet',
    );
  });

  it('plans found: no reason, every insurer shown', async () => {
    expect((await term(jwt)).outcome).toEqual({ insurersMatching: 7, insurersShown: 7, emptyReason: null });
  });
});

describe("the adviser's insurer display filter", () => {
  it('counts the insurers it hides, for this adviser only', async () => {
    const filtered = await signInAnother(ctx);
    await postAs(ctx, filtered, COMPARISON_PATHS.displaySettings, {
      comparisonType: 'longTermCare',
      onlyDisplayInsurers: ['Lion Gate Life'],
    });
    const reply = await ltc(filtered);
    expect(new Set(reply.result[0].map((r) => r.insurer))).toEqual(new Set(['Lion Gate Life']));
    expect(reply.outcome).toEqual({ insurersMatching: 2, insurersShown: 1, emptyReason: null });
    expect((await ltc(jwt)).outcome).toEqual({ insurersMatching: 2, insurersShown: 2, emptyReason: null });
  });

  it('says when it hides every insurer with a plan', async () => {
    const filtered = await signInAnother(ctx);
    // Bukit Pine and Marina Crest offer no early CI in the sample data.
    await postAs(ctx, filtered, COMPARISON_PATHS.displaySettings, {
      comparisonType: 'term',
      onlyDisplayInsurers: ['Bukit Pine Life', 'Marina Crest Insurance'],
    });
    const reply = await term(filtered, { eci: 50_000 });
    expect(reply.result[0]).toEqual([]);
    expect(reply.outcome).toEqual({
      insurersMatching: 5,
      insurersShown: 0,
      emptyReason: SEARCH_OUTCOME_MESSAGES.allHidden(5),
    });
  });
});
