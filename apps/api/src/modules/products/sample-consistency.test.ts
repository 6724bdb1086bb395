import { BUILT_COMPARISON_TYPES } from '@portal/contracts';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleDataDir } from './products.service.js';

// Issue 31: the shipped sample must not contradict itself. Checked over every sample file (the
// committed ones and those written at first start, ADR 0039), so a new plan or type is held to it too.
interface Product {
  planName: string;
  features: string[];
  usps: string[];
  premiumHoliday: string[];
  fullSurrender: string[];
  extra: Record<string, unknown>;
}
interface SampleFile {
  comparisonType: string;
  products: Product[];
  premiums?: Record<string, unknown>[];
  series?: { columns: string[]; rows: unknown[][] };
}

const files: SampleFile[] = [];
beforeAll(async () => {
  const dir = sampleDataDir() ?? '';
  for (const type of BUILT_COMPARISON_TYPES) {
    const file = path.join(dir, `${type}.json`);
    if (existsSync(file)) files.push(JSON.parse(await readFile(file, 'utf8')) as SampleFile);
  }
});

/** Each series row as an object of its columns. */
const seriesOf = ({ series }: SampleFile) =>
  (series?.rows ?? []).map((row) => Object.fromEntries(series!.columns.map((c, i) => [c, row[i]])));
const saysNotAvailable = (lines: string[]) => lines.some((line) => /^not available$/i.test(line.trim()));

describe('the sample does not contradict itself (issue 31)', () => {
  it('reads every built tool that has a sample file, value-series tools included', () => {
    expect(files.map((f) => f.comparisonType)).toEqual(
      expect.arrayContaining(['ilp101', 'retirementIncomePlan', 'wholeLifePlan']),
    );
  });

  it('a plan whose features or USPs promise a premium holiday does not say it is not available', () => {
    const contradictions = files.flatMap((file) =>
      file.products
        .filter((p) => [...p.features, ...p.usps].some((line) => /premium holiday/i.test(line)))
        .filter((p) => saysNotAvailable(p.premiumHoliday))
        .map((p) => `${file.comparisonType}: ${p.planName}`),
    );
    expect(contradictions).toEqual([]);
  });

  it('a plan whose values carry a surrender value never says "No surrender value"', () => {
    const withValues = (file: SampleFile): Set<string> => {
      const plans = new Set<string>();
      for (const row of file.premiums ?? [])
        if (Number(row.surrenderValuePerDollarCents) > 0) plans.add(String(row.planName));
      for (const row of seriesOf(file))
        if ((row.surrenderValueTotalPer1000 as number[]).some((v) => Number(v) > 0))
          plans.add(String(row.planName));
      return plans;
    };
    const contradictions = files.flatMap((file) => {
      const plans = withValues(file);
      return file.products
        .filter((p) => plans.has(p.planName))
        .filter((p) => p.fullSurrender.some((line) => /no surrender value/i.test(line)))
        .map((p) => `${file.comparisonType}: ${p.planName}`);
    });
    expect(contradictions).toEqual([]);
  });

  it('a retirement income plan matures at its stated benefit: none is nothing, never a few cents', () => {
    const file = files.find((f) => f.comparisonType === 'retirementIncomePlan');
    const monthsOf = new Map(file?.products.map((p) => [p.planName, Number(p.extra.maturityBenefitMonths)]));
    const wrong = new Set<string>();
    for (const row of seriesOf(file ?? { comparisonType: '', products: [] })) {
      const months = monthsOf.get(String(row.planName)) ?? NaN;
      // Values are per 1,000 of the monthly income: a benefit of N months is N x 1,000.
      const [gtd, total] = [row.surrenderValueGtdPer1000, row.surrenderValueTotalPer1000].map((v) =>
        Number((v as number[]).at(-1)),
      ) as [number, number];
      const isRight =
        months === 0
          ? gtd === 0 && total === 0
          : gtd >= 1000 && total >= gtd && (row.illustrationRate !== '4.25' || total === months * 1000);
      if (!isRight) wrong.add(`${String(row.planName)}: ${months} months, maturity ${gtd} / ${total}`);
    }
    expect(monthsOf.size).toBe(5);
    expect([...wrong]).toEqual([]);
  });
});
