// One value-series plan's illustration as rows of the import table (issue 11, ADR 0011): both
// illustration rates, repeated for each gender and smoker cell of the entry age.
import { atLowerRate, exact6, money, RATES } from './projection.mjs';

/** The import row's columns, in the order of each row of the table (dataset-file.ts rowsOfTable). */
export const ILLUSTRATION_COLUMNS = [
  'insurer',
  'planName',
  'entryAge',
  'gender',
  'smoker',
  'premiumTerm',
  'coverOption',
  'basis',
  'illustrationRate',
  'policyYear',
  'premiumDuePer1000',
  'surrenderValueGtdPer1000',
  'surrenderValueTotalPer1000',
  'payoutGtdPer1000',
  'payoutTotalPer1000',
  'deathBenefitGtdPer1000',
  'deathBenefitTotalPer1000',
];

const CELLS = ['M', 'F'].flatMap((gender) => ['NS', 'S'].map((smoker) => ({ gender, smoker })));

/** One series (both rates) as table rows for every gender and smoker cell of the entry age. */
export function seriesRows({
  insurer,
  planName,
  entryAge,
  premiumTerm,
  coverOption = '',
  basis,
  years,
  lower,
}) {
  const rows = [];
  const byRate = { 4.25: years, '3.00': atLowerRate(years, lower) };
  for (const { gender, smoker } of CELLS)
    for (const [rate] of RATES)
      byRate[rate].forEach((y, i) =>
        rows.push([
          insurer.name,
          planName,
          entryAge,
          gender,
          smoker,
          premiumTerm,
          coverOption,
          basis,
          rate,
          i + 1,
          basis === 'totalPremium' ? exact6(y.premium) : money(y.premium),
          money(y.svGtd),
          money(y.svTotal),
          money(y.payoutGtd),
          money(y.payoutTotal),
          money(y.dbGtd),
          money(y.dbTotal),
        ]),
      );
  return rows;
}
