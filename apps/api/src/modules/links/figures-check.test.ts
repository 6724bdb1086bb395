import {
  LINK_MESSAGES,
  LINK_PATHS,
  listReplySchema,
  uploadPathFor,
  uploadReplySchema,
  type SavedComparison,
} from '@portal/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCacheFor } from '../../platform/cache.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { signIn } from '../../test/http.js';
import { importDataset, sampleDataDir, seedSampleData } from '../products/products.service.js';
import { callAs, signedInAdviser, type SignedInAdviser } from '../profile/profile-test-kit.js';
import { checkPublishedFigures, startFiguresWatcher } from './figures-check.js';
import { uploadPayload } from './links-test-kit.js';

// Issue 36: a premium dataset that takes effect after a link was published marks exactly the links
// whose figures it changes; republishing shows current figures under the same address.
let ctx: TestContext;
let mei: SignedInAdviser;
let other: SignedInAdviser;
let termSample: { premiums: Record<string, unknown>[] } & Record<string, unknown>;
const links: Record<'male' | 'female' | 'wholeLife', string> = { male: '', female: '', wholeLife: '' };

/** Kallang's death-cover rate for a 36-year-old male non-smoker to 75, as the male link uses it. */
const isMaleLinkRow = (row: Record<string, unknown>) =>
  row.planName === 'Kallang TermGuard' &&
  row.gender === 'M' &&
  row.smoker === 'NS' &&
  row.policyTerm === 'PayTo75' &&
  row.cover === 'death' &&
  Number(row.anbFrom) <= 36 &&
  36 <= Number(row.anbTo);

/** The term sample, effective on `effectiveDate`, with that rate `addCents` higher per S$1,000. */
async function importTerm(effectiveDate: string, addCents: number) {
  const premiums = termSample.premiums.map((row) =>
    isMaleLinkRow(row) ? { ...row, ratePer1000Cents: Number(row.ratePer1000Cents) + addCents } : row,
  );
  expect(premiums.filter(isMaleLinkRow)).toHaveLength(1);
  const outcome = await importDataset(
    ctx.deps,
    { ...termSample, premiums, effectiveDate, isSample: false },
    { source: 'test' },
  );
  expect(outcome.ok, outcome.lines.join('\n')).toBe(true);
}

async function listed(adviser = mei): Promise<Map<string, SavedComparison>> {
  const res = await callAs(ctx, adviser.jwt, 'POST', LINK_PATHS.list, { RNF: adviser.rnf });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(listReplySchema.parse(res.json()).data.map((link) => [link._id, link]));
}

/** Moves the clock (Singapore midnight is 16:00 UTC) and signs both advisers in again: tokens expire. */
async function setClock(iso: string) {
  ctx.clock.set(new Date(iso));
  mei = { ...mei, jwt: (await signIn(ctx, mei)).jwt };
  other = { ...other, jwt: (await signIn(ctx, other)).jwt };
}

const page = (id: string) => ctx.app.inject({ method: 'GET', url: `/c/${mei.rnf}/${id}` });

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSampleData(ctx.deps, ['term', 'wholeLifePlan']);
  const dir = sampleDataDir() ?? '';
  termSample = JSON.parse(await readFile(path.join(dir, 'term.json'), 'utf8')) as typeof termSample;
  mei = await signedInAdviser(ctx);
  other = await signedInAdviser(ctx);
  const publish = async (type: 'term' | 'wholeLifePlan', extra: Record<string, unknown> = {}) => {
    const res = await callAs(ctx, mei.jwt, 'POST', uploadPathFor(type), uploadPayload(type, mei.rnf, extra));
    expect(res.statusCode, res.body).toBe(200);
    return uploadReplySchema.parse(res.json()).id;
  };
  links.male = await publish('term');
  links.female = await publish('term', { gender: 'F', clientGender: 'F' });
  links.wholeLife = await publish('wholeLifePlan');
  // The versions in force when the links were published: nothing changed.
  expect(await checkPublishedFigures(ctx.deps)).toEqual({ versions: 2, linksChanged: 0 });
});
afterAll(async () => ctx.close());

describe('figures changed since publishing (issue 36)', () => {
  it('an import that changes one plan premium marks exactly that link, within a second, checked by one of two instances', async () => {
    const warnings: object[] = [];
    const log = { warn: (details: object) => warnings.push(details) };
    // Two instances on one database: each with its own in-process cache, both watching.
    const second = { ...ctx.deps, cache: createCacheFor(ctx.deps.db, ctx.config.cacheMaxBytes) };
    const watchers = [startFiguresWatcher(ctx.deps, log), startFiguresWatcher(second, log)];
    try {
      const importedAt = Date.now();
      await importTerm('2030-01-10', 1);
      await expect
        .poll(async () => (await listed()).get(links.male)?.figuresChange, { timeout: 1000, interval: 50 })
        .toBeTruthy();
      expect(Date.now() - importedAt).toBeLessThan(1500);
    } finally {
      await Promise.all(watchers.map((watcher) => watcher.stop()));
    }
    expect(warnings).toEqual([]);
    // The version was claimed and checked once: neither instance finds anything left to check.
    expect(await checkPublishedFigures(second)).toEqual({ versions: 0, linksChanged: 0 });
    const all = await listed();
    // S$2,000,000 of death cover is 2,000 units of S$1,000: one cent more each is S$20.00 a year.
    expect(all.get(links.male)?.figuresChange).toMatchObject({
      effectiveDate: '10/01/2030',
      changedPlans: 1,
      addedPlans: 0,
      removedPlans: 0,
      largestChangeCents: 2000,
    });
    expect(all.get(links.male)?.figuresChange?.largestChangePct).toBeGreaterThan(0);
    expect(all.get(links.female)?.figuresChange).toBeNull();
    expect(all.get(links.wholeLife)?.figuresChange).toBeNull();
    // The client's page says so beside the data date; the other term link's does not.
    expect((await page(links.male)).body).toContain(LINK_MESSAGES.clientStaleNotice);
    expect((await page(links.female)).body).not.toContain(LINK_MESSAGES.clientStaleNotice);
  });

  it('a future-dated version is checked when it reaches its date, and two instances check it once', async () => {
    // The published premiums again, from 18 January (Singapore); the links run to 23 January.
    await importTerm('2030-01-18', 0);
    expect(await checkPublishedFigures(ctx.deps)).toEqual({ versions: 0, linksChanged: 0 });
    expect((await listed()).get(links.male)?.figuresChange).toBeTruthy();
    await setClock('2030-01-17T16:00:00.000Z');
    const passes = await Promise.all([checkPublishedFigures(ctx.deps), checkPublishedFigures(ctx.deps)]);
    expect(passes.map((p) => p.versions).sort()).toEqual([0, 1]);
    expect((await listed()).get(links.male)?.figuresChange).toBeNull();
  });

  it('republish keeps the address, shows the new figures and keeps the old snapshot in the history', async () => {
    await importTerm('2030-01-19', 5);
    await setClock('2030-01-18T16:00:00.000Z');
    await checkPublishedFigures(ctx.deps);
    const before = await page(links.male);
    expect(before.body).toContain(LINK_MESSAGES.clientStaleNotice);
    const stranger = await callAs(ctx, other.jwt, 'POST', LINK_PATHS.republish, { id: links.male });
    expect(stranger.statusCode).toBe(404);

    const res = await callAs(ctx, mei.jwt, 'POST', LINK_PATHS.republish, { id: links.male });
    expect(res.statusCode, res.body).toBe(200);
    const after = await page(links.male);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(LINK_MESSAGES.clientStaleNotice);
    expect(after.body).toContain('premium data version effective 19/01/2030');
    expect(after.body).not.toBe(before.body);
    const link = (await listed()).get(links.male);
    expect(link?.figuresChange).toBeNull();
    expect(link?.link.endsWith(`/${links.male}`)).toBe(true);
    expect(link?.history).toEqual([
      { publishedAt: expect.any(String), replacedAt: '2030-01-18T16:00:00.000Z' },
    ]);
    // A check of the same version finds nothing to mark now.
    expect(await checkPublishedFigures(ctx.deps)).toEqual({ versions: 0, linksChanged: 0 });
  });
});
