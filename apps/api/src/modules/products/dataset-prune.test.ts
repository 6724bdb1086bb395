import { COMPARISON_PATHS, publicComparisonSchema, uploadReplySchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { runDataCommand } from '../../cli/data-command.js';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { postAs } from '../comparison/comparison-test-kit.js';
import { findAudit } from '../audit/audit.service.js';
import { signedInAdviser, uploadAs, uploadPayload } from '../links/links-test-kit.js';
import { findVersionsByPrecedence } from './dataset-prune.repository.js';
import { DATA_PRUNE_PATH } from './products.routes.js';
import { importDataset } from './products.service.js';
import { termPremiumRow } from './products-test-kit.js';

// Issue 33, ADR 0040: `admin data prune` removes old dataset versions, never the one in force nor one
// still to come; a published link keeps showing what it showed. The test clock's day is 2030-01-16 in
// Singapore.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

/** A term dataset of one insurer whose death rate (cents per S$1,000) tells the versions apart. */
function termDataset(effectiveDate: string, rate: number) {
  return {
    comparisonType: 'term',
    effectiveDate,
    insurers: [{ name: 'Alpha Life', shortName: 'Alpha' }],
    products: [],
    premiums: ['death', 'tpd'].map((cover) => termPremiumRow('Alpha Life', 'Alpha Life Term', cover, rate)),
  };
}

async function importTerm(effectiveDate: string, rate: number): Promise<number> {
  const outcome = await importDataset(ctx.deps, termDataset(effectiveDate, rate), { source: 'test' });
  if (!outcome.versionId) throw new Error(outcome.lines.join('; '));
  return outcome.versionId;
}

const versionIds = async (type: string) =>
  (await findVersionsByPrecedence(ctx.deps.db, type)).map((v) => v.id);

const adminPost = (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: DATA_PRUNE_PATH,
    payload,
    headers: { 'x-admin-token': ctx.config.adminToken, 'user-agent': 'npm run admin' },
  });

describe('admin data prune (issue 33)', () => {
  it('keeps the version in force and those to come, removes the rest; a published link still opens', async () => {
    const first = await importTerm('2027-01-01', 100);
    // A link published while the first version was in force.
    const adviser = await signedInAdviser(ctx);
    const upload = await uploadAs(ctx, adviser, 'term');
    expect(upload.statusCode, upload.body).toBe(200);
    const { id } = uploadReplySchema.parse(upload.json());
    const linkUrl = `/api/public/comparison/${adviser.rnf}/${id}`;
    const published = publicComparisonSchema.parse((await ctx.app.inject({ url: linkUrl })).json());
    expect(published.table.rows.length).toBeGreaterThan(0);

    const second = await importTerm('2028-01-01', 200);
    const inForce = await importTerm('2029-06-01', 300);
    const toCome = await importTerm('2031-01-01', 400);
    // Imported later with an earlier date: superseded by the one in force, so it goes first.
    const lateButOld = await importTerm('2028-06-01', 250);
    expect(await versionIds('term')).toEqual([toCome, inForce, lateButOld, second, first]);

    const two = await adminPost({ type: 'term', keep: 2 });
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().lines).toEqual([
      `term: removed 2 (${second}, ${first}); kept 3 (version ${inForce} in force, 1 to come)`,
      'Removed 2 dataset version(s).',
    ]);
    expect(await versionIds('term')).toEqual([toCome, inForce, lateButOld]);

    const one = await adminPost({ type: 'term', keep: 1 });
    expect(one.json().lines[0]).toBe(
      `term: removed 1 (${lateButOld}); kept 2 (version ${inForce} in force, 1 to come)`,
    );
    expect(await versionIds('term')).toEqual([toCome, inForce]);

    // The search answers from the version in force; the link shows what it showed when published.
    const search = await postAs(ctx, adviser.jwt, COMPARISON_PATHS.term, uploadPayload('term', adviser.rnf));
    expect(search.json().dataset).toEqual({ effectiveDate: '2029-06-01', isSample: false });
    const after = await ctx.app.inject({ url: linkUrl });
    expect(after.statusCode).toBe(200);
    expect(publicComparisonSchema.parse(after.json())).toEqual(published);

    const [entry] = await findAudit(ctx.deps.db, { event: 'admin.command' });
    expect(entry).toMatchObject({
      ip: '127.0.0.1',
      userAgent: 'npm run admin',
      details: { command: 'data-prune', type: 'term', keep: 1, removed: String(lateButOld), outcome: 'ok' },
    });
  });

  it('without --type goes through every type and leaves a type with one version as it is', async () => {
    const res = await adminPost({ keep: 1 });
    expect(res.statusCode).toBe(200);
    const lines = res.json().lines as string[];
    expect(lines.find((l) => l.startsWith('term:'))).toMatch(
      /^term: removed 0; kept 2 \(version \d+ in force/,
    );
    expect(lines.at(-1)).toBe('Removed 0 dataset version(s).');
  });

  it('refuses a bad --keep or --type, and anyone without the admin token or off loopback', async () => {
    for (const args of [
      ['--keep', '0'],
      ['--keep', 'all'],
      [],
      ['--keep', '2', '--type', 'car'],
      ['--kept', '1'],
    ]) {
      const err: string[] = [];
      const code = await runDataCommand(['prune', ...args], {
        env: {},
        out: () => undefined,
        err: (l) => err.push(l),
      });
      expect(code, args.join(' ')).toBe(2);
      expect(err[0]).toMatch(/--keep|--type/);
    }
    expect((await adminPost({ keep: 0 })).statusCode).toBe(400);
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: DATA_PRUNE_PATH,
      payload: { keep: 1 },
      headers: { 'x-admin-token': 'wrong' },
    });
    expect(stranger.statusCode).toBe(403);
    const remote = await ctx.app.inject({
      method: 'POST',
      url: DATA_PRUNE_PATH,
      payload: { keep: 1 },
      remoteAddress: '203.0.113.7',
      headers: { 'x-admin-token': ctx.config.adminToken },
    });
    expect(remote.statusCode).toBe(403);
  });
});
