import {
  COMPARISON_PATHS,
  overviewPathFor,
  overviewReplySchema,
  termReplySchema,
  TERM_DEFAULTS,
} from '@portal/contracts';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDataCommand } from '../../cli/data-command.js';
import type { TestContext } from '../../test/context.js';
import { createAdviser } from '../../test/factories.js';
import { signIn } from '../../test/http.js';
import { getAs, INSURED_35_M_NS, postAs, comparisonAppForFile } from '../comparison/comparison-test-kit.js';
import { loadExcelJs, readDatasetFile } from './dataset-reader.js';
import { countDatasetVersions } from './products.repository.js';
import { importDataset, sampleDataDir } from './products.service.js';
import { termPremiumRow } from './products-test-kit.js';

let ctx: TestContext;
let jwt: string;
let dir: string;
comparisonAppForFile(['term'], (made) => ({ ctx, jwt } = made));
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-data-'));
});

/** Two insurers' death and TPD rates for ANB 30-40, non-smoking men, to age 75 (times `scale`). */
function termDataset(effectiveDate: string, scale = 1) {
  const row = (insurer: string, cover: string, rate: number) =>
    termPremiumRow(insurer, `${insurer} Term`, cover, rate * scale);
  return {
    comparisonType: 'term',
    effectiveDate,
    insurers: [
      { name: 'Alpha Life', shortName: 'Alpha' },
      { name: 'Beta Assurance', shortName: 'Beta' },
    ],
    products: [
      {
        insurer: 'Alpha Life',
        planName: 'Alpha Life Term',
        updatedAt: '2027-01-01',
        features: ['Level cover'],
      },
    ],
    premiums: [
      row('Alpha Life', 'death', 120),
      row('Alpha Life', 'tpd', 30),
      row('Beta Assurance', 'death', 110),
      row('Beta Assurance', 'tpd', 35),
    ],
  };
}

type TermFile = ReturnType<typeof termDataset>;

const io = () => {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { cwd: dir, env: {}, out: (l: string) => out.push(l), err: (l: string) => err.push(l) },
  };
};

const searchTerm = async (token: string) =>
  termReplySchema.parse(
    (await postAs(ctx, token, COMPARISON_PATHS.term, { ...INSURED_35_M_NS, ...TERM_DEFAULTS })).json(),
  );
const premiumsOf = (reply: { result: [{ insurer: string; premiumCents: number }[], unknown[]] }) =>
  reply.result[0].map((r) => [r.insurer, r.premiumCents]);

describe('data import (issue 5)', () => {
  it('a good file becomes the dataset version in force from its effective date', async () => {
    const outcome = await importDataset(ctx.deps, termDataset('2027-01-01'), { source: 'test' });
    expect(outcome.ok).toBe(true);
    const reply = await searchTerm(jwt);
    expect(reply.dataset).toEqual({ effectiveDate: '2027-01-01', isSample: false });
    // 2M death at 110 cents per 1000 plus 2M TPD at 35: Beta first
    expect(premiumsOf(reply)).toEqual([
      ['Beta Assurance', 220_000 + 70_000],
      ['Alpha Life', 240_000 + 60_000],
    ]);
  });

  it('a future-dated version is not used before its effective date (a Singapore day), then is', async () => {
    const startedAt = ctx.clock.now();
    const adviser = await createAdviser(ctx.deps);
    const searchAt = async (at: string) => {
      // The session ends two hours after sign-in, so each instant signs in afresh.
      ctx.clock.set(new Date(at));
      return searchTerm((await signIn(ctx, adviser)).jwt);
    };
    expect((await importDataset(ctx.deps, termDataset('2030-03-01', 2), { source: 'future' })).ok).toBe(true);
    try {
      // 2030-02-28 23:59:59 in Singapore (UTC+8): the 2027 version still answers, at its premiums.
      const before = await searchAt('2030-02-28T15:59:59.000Z');
      expect(before.dataset?.effectiveDate).toBe('2027-01-01');
      expect(premiumsOf(before)[0]).toEqual(['Beta Assurance', 290_000]);
      // Midnight in Singapore: the new version and its doubled rates.
      const after = await searchAt('2030-02-28T16:00:00.000Z');
      expect(after.dataset).toEqual({ effectiveDate: '2030-03-01', isSample: false });
      expect(premiumsOf(after)[0]).toEqual(['Beta Assurance', 580_000]);
    } finally {
      ctx.clock.set(startedAt);
    }
  });

  it('a file with one bad row imports nothing and names the row and column', async () => {
    const before = await countDatasetVersions(ctx.deps.db, 'term');
    const bad = termDataset('2028-01-01');
    (bad.premiums[2] as Record<string, unknown>).ratePer1000Cents = 'cheap';
    const outcome = await importDataset(ctx.deps, bad, { source: 'test' });
    expect(outcome.ok).toBe(false);
    expect(outcome.lines[0]).toBe(
      'premiums row 3, column ratePer1000Cents: Invalid input: expected number, received string',
    );
    expect(await countDatasetVersions(ctx.deps.db, 'term')).toBe(before);
    const overview = overviewReplySchema.parse((await getAs(ctx, jwt, overviewPathFor('term'))).json());
    expect(overview.dataset?.effectiveDate).toBe('2027-01-01');
  });

  // Issue 33: rows the database used to refuse part-way through, with a message naming no row.
  it.each([
    [
      'a product of an insurer the file does not list',
      (d: TermFile) => d.products.push({ ...d.products[0]!, insurer: 'Gamma Life', planName: 'Gamma Term' }),
      'products row 2, column insurer: unknown insurer Gamma Life',
    ],
    [
      'a day the calendar does not have',
      (d: TermFile) => (d.products[0]!.updatedAt = '2027-02-30'),
      'products row 1, column updatedAt: must be a day of the calendar (YYYY-MM-DD, years 1900-2999)',
    ],
    [
      'the same plan twice',
      (d: TermFile) => d.products.push({ ...d.products[0]!, features: ['Again'] }),
      'products row 2, column planName: Alpha Life Term of Alpha Life repeats row 1',
    ],
    [
      'a NUL character in a text',
      (d: TermFile) => (d.products[0]!.features = ['Level\u0000cover']),
      'products row 1, column features.0: must not contain a NUL character',
    ],
  ])(
    '%s anywhere imports nothing, names sheet, row and column, and the old version serves',
    async (_what, spoil, line) => {
      const before = await countDatasetVersions(ctx.deps.db, 'term');
      const bad = termDataset('2028-01-01');
      spoil(bad);
      const outcome = await importDataset(ctx.deps, bad, { source: 'test' });
      expect(outcome).toEqual({ ok: false, lines: [line, '1 error(s): nothing imported'] });
      expect(await countDatasetVersions(ctx.deps.db, 'term')).toBe(before);
      const reply = await searchTerm(jwt);
      expect(reply.dataset?.effectiveDate).toBe('2027-01-01');
      expect(premiumsOf(reply)[0]).toEqual(['Beta Assurance', 290_000]);
    },
  );

  it('data template writes the sheets; a filled template passes --dry-run and a CSV with a bad row fails it', async () => {
    const run = io();
    expect(await runDataCommand(['template', '--type', 'term', '--out', 'term.xlsx'], run.io)).toBe(0);
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(dir, 'term.xlsx'));
    const premiums = workbook.getWorksheet('premiums');
    const header = (premiums?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'insurer',
      'planName',
      'cover',
      'gender',
      'smoker',
      'policyTerm',
      'anbFrom',
      'anbTo',
      'ratePer1000Cents',
    ]);
    premiums?.addRow(['Alpha Life', 'Alpha Life Term', 'death', 'M', 'NS', 'PayTo75', 30, 40, 120]);
    const effectiveCell = workbook.getWorksheet('dataset')?.getRow(3).getCell(2);
    if (effectiveCell) effectiveCell.value = '2027-06-01';
    await workbook.xlsx.writeFile(path.join(dir, 'filled.xlsx'));
    const dry = io();
    expect(await runDataCommand(['import', 'filled.xlsx', '--type', 'term', '--dry-run'], dry.io)).toBe(0);
    expect(dry.out[0]).toMatch(/^Dry run, nothing imported\. term: 1 premium rows/);

    await writeFile(
      path.join(dir, 'bad.csv'),
      `${header.join(',')}\nAlpha Life,Alpha Life Term,death,M,NS,PayTo75,30,40,120\nAlpha Life,Alpha Life Term,tpd,X,NS,PayTo75,30,40,30\n`,
    );
    const csv = io();
    expect(
      await runDataCommand(
        ['import', 'bad.csv', '--type', 'term', '--effective', '2027-06-01', '--dry-run'],
        csv.io,
      ),
    ).toBe(1);
    expect(csv.err[0]).toMatch(/^premiums row 3, column gender: /);
  });

  it('reads the sample JSON and refuses a usage error', async () => {
    const { raw } = await readDatasetFile(path.join(sampleDataDir() ?? '', 'longTermCare.json'), {
      type: 'longTermCare',
    });
    expect((raw as { premiums: unknown[] }).premiums.length).toBeGreaterThan(0);
    expect(
      JSON.parse(await readFile(path.join(sampleDataDir() ?? '', 'longTermCare.json'), 'utf8')).isSample,
    ).toBe(true);
    const run = io();
    expect(await runDataCommand(['import', '--type', 'car'], run.io)).toBe(2);
  });
});
