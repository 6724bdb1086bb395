import { COMPARISON_PATHS, LTC_DEFAULTS, ltcReplySchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { importDataset, sampleDataDir } from '../products/products.service.js';
import { comparisonAppForFile, postAs, signInAnother } from './comparison-test-kit.js';

// ADR 0009 and 0022: replies, the version in force and display settings are kept in memory. None of that may
// outlive the write that changes it, nor reach another adviser.
let ctx: TestContext;
let jwt: string;
comparisonAppForFile(['longTermCare'], (made) => ({ ctx, jwt } = made));

const ltcBody = { anb: 36, gender: 'F', sumInsured: LTC_DEFAULTS.sumInsured, _2ADLs: true, _3ADLs: true };
const searchLtc = async (as: string) =>
  ltcReplySchema.parse((await postAs(ctx, as, COMPARISON_PATHS.longTermCare, ltcBody)).json());
const insurersOf = (reply: Awaited<ReturnType<typeof searchLtc>>) =>
  [...new Set(reply.result[0].map((r) => r.insurer))].sort();

describe('comparison caches', () => {
  it("a display setting applies from the very next search, and never to another adviser's", async () => {
    const other = await signInAnother(ctx);
    expect(insurersOf(await searchLtc(jwt))).toEqual(['Harbourline Assurance', 'Lion Gate Life']);
    expect(insurersOf(await searchLtc(other))).toEqual(['Harbourline Assurance', 'Lion Gate Life']);

    const setting = { comparisonType: 'longTermCare', onlyDisplayInsurers: ['Lion Gate Life'] };
    expect((await postAs(ctx, jwt, COMPARISON_PATHS.displaySettings, setting)).statusCode).toBe(200);
    expect(insurersOf(await searchLtc(jwt))).toEqual(['Lion Gate Life']);
    expect(insurersOf(await searchLtc(other))).toEqual(['Harbourline Assurance', 'Lion Gate Life']);

    await postAs(ctx, jwt, COMPARISON_PATHS.displaySettings, {
      ...setting,
      onlyDisplayInsurers: ['Harbourline Assurance'],
    });
    expect(insurersOf(await searchLtc(jwt))).toEqual(['Harbourline Assurance']);
  });

  it('a newly imported dataset version is in force from the next search', async () => {
    const before = await searchLtc(jwt);
    expect(before.dataset?.effectiveDate).toBe('2026-01-01');
    const dir = sampleDataDir() ?? '';
    const raw = JSON.parse(await readFile(path.join(dir, 'longTermCare.json'), 'utf8')) as object;
    const outcome = await importDataset(
      ctx.deps,
      { ...raw, effectiveDate: '2027-03-01', isSample: false },
      {
        source: 'test',
      },
    );
    expect(outcome.ok).toBe(true);
    const after = await searchLtc(jwt);
    expect(after.dataset).toEqual({ effectiveDate: '2027-03-01', isSample: false });
  });

  it('keeps a reply in the injected cache until the test clears it (ADR 0022)', async () => {
    const premiumsOf = (reply: Awaited<ReturnType<typeof searchLtc>>) =>
      reply.result[0].map((r) => r.premiumCents);
    const kept = premiumsOf(await searchLtc(jwt));
    expect(kept.length).toBeGreaterThan(0);
    // A version never changes once imported (ADR 0007), so a write behind the services' back is not
    // seen: the reply comes from memory. Only clearing the cache reads the rows again.
    await ctx.deps.db.execute(sql`update ltc_premiums set rate_per_100_cents = rate_per_100_cents * 2`);
    expect(premiumsOf(await searchLtc(jwt))).toEqual(kept);
    ctx.deps.cache.clear();
    expect(premiumsOf(await searchLtc(jwt))).toEqual(kept.map((cents) => cents * 2));
  });
});
