import {
  ILP_DEFAULTS,
  LTC_DEFAULTS,
  MATERNITY_DEFAULTS,
  MULTI_CI_DEFAULTS,
  RETIREMENT_DEFAULTS,
  SHIELD_DEFAULTS,
  TERM_DEFAULTS,
  ULI_DEFAULTS,
  WHOLE_LIFE_DEFAULTS,
  type BuiltComparisonType,
} from '@portal/contracts';
import type { TestContext } from '../../test/context.js';
import { createAdviser, type TestAdviser } from '../../test/factories.js';
import { signIn } from '../../test/http.js';
import { INSURED_32_F_NS, INSURED_35_M_NS } from '../comparison/comparison-test-kit.js';

const INSURED_ANB_35 = { anb: 35, ageNearestBirthday: 35, gender: 'M', smoker: 'NS' } as const;

/** A signed-in adviser with their rnf: links are addressed by it. */
export async function signedInAdviser(ctx: TestContext): Promise<TestAdviser & { jwt: string }> {
  const adviser = await createAdviser(ctx.deps);
  return { ...adviser, jwt: (await signIn(ctx, adviser)).jwt };
}

/** A valid query per built tool, as the tool pages send them (spec 001 §7). */
export const QUERIES: Record<BuiltComparisonType, Record<string, unknown>> = {
  shieldSingle: { query: { ...SHIELD_DEFAULTS, anb: 36 } },
  longTermCare: { anb: 36, gender: 'M', ...LTC_DEFAULTS },
  maternity: { ...INSURED_32_F_NS, ...MATERNITY_DEFAULTS },
  multiPayCI: {
    ...INSURED_35_M_NS,
    searchType: 'term',
    sumInsured: [100000],
    term: [MULTI_CI_DEFAULTS.term],
  },
  term: { ...INSURED_35_M_NS, ...TERM_DEFAULTS },
  // Issue 11: the sample illustrates ANB 35; the filters the page applied, the rate among them.
  wholeLifeEndowment: {
    ...INSURED_ANB_35,
    totalPremium: 300000,
    premiumTerms: [1, 5],
    illustrationRate: '3.00',
  },
  lifetimeIncome: { ...INSURED_ANB_35, totalPremium: 150000, premiumTerms: [1], illustrationRate: '4.25' },
  retirementIncomePlan: { ...INSURED_ANB_35, ...RETIREMENT_DEFAULTS, illustrationRate: '4.25' },
  // Issue 12: the sample's whole life plans are non-smoker, at every entry age they sell (ADR 0039).
  wholeLifePlan: { ...INSURED_ANB_35, ...WHOLE_LIFE_DEFAULTS },
  universalLifeIndexed: { ...INSURED_ANB_35, ...ULI_DEFAULTS },
  ilp101: { ...ILP_DEFAULTS },
};

/** spec 000 §3 upload payload around a tool's query. */
export function uploadPayload(type: BuiltComparisonType, rnf: string, extra: Record<string, unknown> = {}) {
  return {
    ...QUERIES[type],
    rnf,
    type,
    allowedInsurersArr: [],
    clientName: 'Tan Ah Kow',
    clientGender: type === 'maternity' ? 'F' : 'M',
    clientSmoker: false,
    clientDOB: '01/02/1990',
    clientALB: 35,
    colorScheme: 'light',
    componentTheme: 'teal',
    advisorRecommendation: "Plan A suits you best.\nIt's 10% cheaper & (mostly) better - $5 less!",
    clientDescription: 'Met at the roadshow, prefers low premiums',
    validityPeriod: 8,
    ignoreList: [],
    ...extra,
  };
}
