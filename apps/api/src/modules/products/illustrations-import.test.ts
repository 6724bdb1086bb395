import { ILLUSTRATION_MESSAGES } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UNIT_VALUE_FIELDS } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { illustrationSeries, plans, productInfos } from '../../db/schema.js';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { runDataCommand } from '../../cli/data-command.js';
import { validateDataset, type IllustrationDataset } from './dataset-file.js';
import { loadExcelJs } from './dataset-reader.js';
import { findIllustrations } from './illustrations.repository.js';
import { countDatasetVersions, findCurrentVersion, insertDataset } from './products.repository.js';
import { importDataset } from './products.service.js';

// Issue 11: a value-series type's dataset carries illustration values by policy year instead of
// premiums; it is checked row by row and imported in one transaction with its version.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const INSURER = { name: 'Gamma Life', shortName: 'Gamma' };
const PLAN = 'Gamma Lifetime Income';

/** Three policy years of a single-premium plan for ANB 35, women, non-smokers, at one rate. */
const seriesAt = (illustrationRate: string, totals: [string, string, string], planName = PLAN) =>
  totals.map((total, index) => ({
    insurer: INSURER.name,
    planName,
    entryAge: 35,
    gender: 'F',
    smoker: 'NS',
    premiumTerm: 1,
    basis: 'totalPremium',
    illustrationRate,
    policyYear: index + 1,
    premiumDuePer1000: index === 0 ? 1000 : 0,
    surrenderValueGtdPer1000: 700 + index * 10,
    surrenderValueTotalPer1000: total,
    payoutGtdPer1000: 20,
    payoutTotalPer1000: illustrationRate === '4.25' ? 45 : 30,
    deathBenefitGtdPer1000: 1010,
    deathBenefitTotalPer1000: 1050,
  }));

function lifetimeIncomeDataset(effectiveDate: string) {
  return {
    comparisonType: 'lifetimeIncome',
    effectiveDate,
    insurers: [INSURER],
    products: [
      { insurer: INSURER.name, planName: PLAN, updatedAt: effectiveDate, features: ['Income for life'] },
    ],
    illustrations: [
      ...seriesAt('4.25', ['800', '850.5', '905.25']),
      ...seriesAt('3.00', ['760', '790', '812']),
    ],
  };
}

const CELL = { entryAge: 35, gender: 'F', smoker: 'NS', premiumTerms: [1], coverOption: '' } as const;

const countRows = async () => {
  const db = ctx.deps.db;
  const [values] = await db.select({ n: count() }).from(illustrationSeries);
  const [planRows] = await db
    .select({ n: count() })
    .from(plans)
    .where(eq(plans.comparisonType, 'lifetimeIncome'));
  const [infos] = await db.select({ n: count() }).from(productInfos);
  return {
    values: values?.n,
    plans: planRows?.n,
    infos: infos?.n,
    versions: await countDatasetVersions(db, 'lifetimeIncome'),
  };
};

describe('illustration dataset import (issue 11)', () => {
  it('a good file becomes a version with its plan, product info and series at both rates', async () => {
    const outcome = await importDataset(ctx.deps, lifetimeIncomeDataset('2027-01-01'), { source: 'test' });
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome.lines[0]).toMatch(
      /lifetimeIncome: 6 illustration rows, 1 product infos, effective 2027-01-01$/,
    );
    const version = await findCurrentVersion(ctx.deps.db, 'lifetimeIncome', '2027-06-01');
    expect(version).toMatchObject({ id: outcome.versionId, isSample: false });
    const found = await findIllustrations(ctx.deps.db, { ...CELL, datasetVersionId: outcome.versionId ?? 0 });
    expect(found.map((f) => [f.illustrationRate, f.basis, f.years.length])).toEqual([
      ['4.25', 'totalPremium', 3],
      ['3.00', 'totalPremium', 3],
    ]);
    expect(found.map((f) => f.years.map((y) => Number(y.surrenderValueTotalPer1000)))).toEqual([
      [800, 850.5, 905.25],
      [760, 790, 812],
    ]);
    expect(found.map((f) => f.years[2]?.surrenderValueGtdPer1000)).toEqual(['720.000000', '720.000000']);
  });

  it('takes the sheet as a table of columns and rows, as the sample files carry it', () => {
    const file = lifetimeIncomeDataset('2027-01-01');
    const columns = Object.keys(file.illustrations[0] ?? {});
    const table = { columns, rows: file.illustrations.map((row) => Object.values(row)) };
    const { dataset, errors } = validateDataset({ ...file, illustrations: table });
    expect(errors).toEqual([]);
    expect((dataset as IllustrationDataset).illustrations).toEqual(
      (validateDataset(file).dataset as IllustrationDataset).illustrations,
    );
  });

  it.each<[label: string, patch: (rows: Record<string, unknown>[]) => void, line: string]>([
    [
      'a 7th decimal',
      (rows) => (rows[2]!.surrenderValueGtdPer1000 = '1.2345678'),
      `illustrations row 3, column surrenderValueGtdPer1000: ${ILLUSTRATION_MESSAGES.unitValue}`,
    ],
    [
      'an illustration rate that is not a percentage',
      (rows) => (rows[4]!.illustrationRate = 'low'),
      `illustrations row 5, column illustrationRate: ${ILLUSTRATION_MESSAGES.illustrationRate}`,
    ],
    [
      'an insurer missing from the insurers sheet',
      (rows) => rows.forEach((row, i) => i < 3 && (row.insurer = 'Delta Assurance')),
      'illustrations row 1, column insurer: unknown insurer Delta Assurance',
    ],
    [
      'a policy year left out of a series',
      (rows) => rows.splice(4, 1),
      "illustrations row 4, column policyYear: policy year 2 is missing from this plan's series",
    ],
    [
      'a policy year given twice',
      (rows) => (rows[1]!.policyYear = 1),
      'illustrations row 2, column policyYear: policy year 1 repeats',
    ],
  ])('refuses %s, naming the row and column, and writes nothing', async (_label, patch, line) => {
    const before = await countRows();
    const file = lifetimeIncomeDataset('2028-01-01');
    patch(file.illustrations as Record<string, unknown>[]);
    const outcome = await importDataset(ctx.deps, file, { source: 'test' });
    expect(outcome.ok).toBe(false);
    expect(outcome.lines[0]).toBe(line);
    expect(outcome.lines.at(-1)).toMatch(/error\(s\): nothing imported$/);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a file of a value-series type that carries premiums instead of illustrations', () => {
    const { illustrations: _values, ...rest } = lifetimeIncomeDataset('2028-01-01');
    expect(validateDataset({ ...rest, premiums: [] }).errors).toEqual([
      { sheet: 'illustrations', row: 0, column: '(sheet)', message: 'missing' },
    ]);
  });

  it('takes a series sheet, a row a series (ADR 0039), and stores it as the same yearly rows read back', async () => {
    const yearly = lifetimeIncomeDataset('2028-01-01');
    /** The two rates' yearly rows as two series rows, for every gender and smoker status. */
    const series = ['4.25', '3.00'].map((rate) => {
      const years = yearly.illustrations.filter((row) => row.illustrationRate === rate);
      const { policyYear: _year, ...head } = years[0]!;
      const values = UNIT_VALUE_FIELDS.map((field) => [field, years.map((year) => year[field])]);
      return { ...head, ...Object.fromEntries(values), gender: '*', smoker: '*' };
    });
    const { illustrations: _rows, ...rest } = yearly;
    const outcome = await importDataset(ctx.deps, { ...rest, series }, { source: 'series' });
    expect(outcome).toMatchObject({ ok: true });
    for (const insured of [CELL, { ...CELL, gender: 'M', smoker: 'S' } as const]) {
      const found = await findIllustrations(ctx.deps.db, {
        ...insured,
        datasetVersionId: outcome.versionId ?? 0,
      });
      expect(found.map((f) => f.years.map((y) => y.surrenderValueTotalPer1000))).toEqual([
        ['800.000000', '850.500000', '905.250000'],
        ['760.000000', '790.000000', '812.000000'],
      ]);
    }
    // the same cell again, for women only: refused, naming the sheet, row and column; nothing written
    const before = await countRows();
    const again = await importDataset(
      ctx.deps,
      { ...rest, series: [...series, { ...series[0], gender: 'F', smoker: 'NS' }] },
      { source: 'series twice' },
    );
    expect(again.ok).toBe(false);
    expect(again.lines[0]).toBe('series row 3, column gender: this series repeats one given in series row 1');
    expect(await countRows()).toEqual(before);
  });

  it('leaves nothing behind when the database refuses a row after the version, plan and info went in', async () => {
    const before = await countRows();
    const { dataset } = validateDataset(lifetimeIncomeDataset('2029-01-01'));
    const valid = dataset as IllustrationDataset;
    // A new plan, so its row in plans would be new too; a series given twice (ADR 0039: a row a
    // series) breaks the unique cell index.
    const renamed = valid.illustrations.map((row) => ({ ...row, planName: 'Gamma Income Two' }));
    const { policyYear: _year, ...first } = renamed[0]!;
    const values = Object.fromEntries(UNIT_VALUE_FIELDS.map((f) => [f, [first[f]]]));
    const series = { ...first, ...values, gender: '*', smoker: '*', premiumTerm: 99 };
    const broken: IllustrationDataset = {
      ...valid,
      products: valid.products.map((p) => ({ ...p, planName: 'Gamma Income Two' })),
      illustrations: renamed,
      series: [series, series] as unknown as IllustrationDataset['series'],
    };
    await expect(insertDataset(ctx.deps.db, broken, 'test', ctx.clock.now())).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'illustration_series_cell_idx' },
    });
    expect(await countRows()).toEqual(before);
  });

  it('data template writes an illustrations sheet; a CSV of its rows with a bad cell fails --dry-run', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-values-'));
    const lines: string[] = [];
    const io = { cwd: dir, env: {}, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(await runDataCommand(['template', '--type', 'lifetimeIncome', '--out', 'values.xlsx'], io)).toBe(
      0,
    );
    const workbook = new (await loadExcelJs()).Workbook();
    await workbook.xlsx.readFile(path.join(dir, 'values.xlsx'));
    const header = (workbook.getWorksheet('illustrations')?.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('illustrationRate');
    expect(workbook.getWorksheet('premiums')).toBeUndefined();

    const rows = lifetimeIncomeDataset('2030-01-01').illustrations.map((row) =>
      header.map((column) => String((row as Record<string, unknown>)[String(column)] ?? '')),
    );
    const csv = (cells: string[][]) => [header.join(','), ...cells.map((r) => r.join(','))].join('\n');
    await writeFile(path.join(dir, 'good.csv'), csv(rows));
    const args = (file: string) => [
      'import',
      file,
      '--type',
      'lifetimeIncome',
      '--effective',
      '2030-01-01',
      '--dry-run',
    ];
    expect(await runDataCommand(args('good.csv'), io)).toBe(0);
    expect(lines.at(-1)).toMatch(/^Dry run, nothing imported\. lifetimeIncome: 6 illustration rows/);
    rows[1]![header.indexOf('gender')] = 'X';
    await writeFile(path.join(dir, 'bad.csv'), csv(rows));
    expect(await runDataCommand(args('bad.csv'), io)).toBe(1);
    expect(lines.find((l) => l.startsWith('illustrations row'))).toMatch(
      /^illustrations row 3, column gender: /,
    );
  });
});
