import { describe, expect, it } from 'vitest';
import { columnText } from './comparison-format.js';
import { ilpBodySchema } from './tools/ilp101.js';
import { ilpCustomRows } from './ilp-rows.js';
import { ILP101_TOOL } from './tools/ilp101.js';

// Issue 31: the 101 plan's KPIs view mixed cents (Total Premium S$240,000.00) and whole dollars
// (Projected Value S$678,068). Every amount now reads in whole dollars, as the value-series tools do.

const body = ilpBodySchema.parse({
  comparisonType: 'custom',
  monthlyInvestmentAmount: 2000,
  policyPremiumTerm: 10,
  investmentPeriod: 20,
});
const rows = ilpCustomRows(
  body,
  () => undefined,
  () => false,
);
const kpiColumns = ILP101_TOOL.columns.filter((c) => !c.viewModes || c.viewModes.includes('kpis'));
const view = { mode: 'kpis', compareAt: null };

describe('the 101 plan KPIs view (issue 31)', () => {
  it('writes every amount in whole dollars', () => {
    const money = kpiColumns.filter((c) => c.format === 'money' || c.format === 'moneyWhole');
    expect(money.map((c) => c.label)).toEqual([
      'Total Premium',
      'Projected Value',
      'Total Bonus',
      'Total Charges',
    ]);
    for (const row of rows.filter((r) => r.availablity))
      for (const column of money) expect(columnText(column, row, view)).toMatch(/^S\$\d{1,3}(,\d{3})*$/);
  });

  it('reads Not available for an unavailable plan and "-" for its KPIs', () => {
    const unavailable = rows.find((r) => !r.availablity);
    expect(unavailable).toBeDefined();
    const text = (label: string) =>
      columnText(
        kpiColumns.find((c) => c.label === label)!,
        unavailable!,
        view,
      );
    expect(text('Projected Value')).toBe('Not available');
    expect(text('Total Bonus')).toBe('-');
  });
});
