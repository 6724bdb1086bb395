// One value-series plan's illustration as rows of the import file's `series` sheet (issue 33, ADR 0039):
// one row per illustration rate, each value column the list of its policy years from year 1. The
// sample's per-1,000 values are unisex and need no smoker underwriting (ADR 0011), so a series is
// given once for every gender ('*') and, where the plan takes smokers, every smoker status ('*').
import { atLowerRate, exact6, money, RATES } from './projection.mjs';

/** The series row's columns, in the order of each row of the sheet (dataset-file.ts rowsOfTable). */
export const SERIES_COLUMNS = [
  'insurer',
  'planName',
  'entryAge',
  'gender',
  'smoker',
  'premiumTerm',
  'coverOption',
  'basis',
  'illustrationRate',
  'premiumDuePer1000',
  'surrenderValueGtdPer1000',
  'surrenderValueTotalPer1000',
  'payoutGtdPer1000',
  'payoutTotalPer1000',
  'deathBenefitGtdPer1000',
  'deathBenefitTotalPer1000',
];

/** One series at one rate as a row: `years` hold premium, svGtd, svTotal, payoutGtd/Total, dbGtd/Total. */
export function seriesRow({
  insurer,
  planName,
  entryAge,
  smoker = '*',
  premiumTerm,
  coverOption = '',
  basis,
  rate,
  years,
}) {
  const premium = basis === 'totalPremium' ? exact6 : money;
  return [
    insurer.name,
    planName,
    entryAge,
    '*',
    smoker,
    premiumTerm,
    coverOption,
    basis,
    rate,
    years.map((y) => premium(y.premium)),
    years.map((y) => money(y.svGtd)),
    years.map((y) => money(y.svTotal)),
    years.map((y) => money(y.payoutGtd ?? 0)),
    years.map((y) => money(y.payoutTotal ?? 0)),
    years.map((y) => money(y.dbGtd)),
    years.map((y) => money(y.dbTotal)),
  ];
}

/** One series at both LIA rates (4.25 % and 3.00 %), for every gender and smoker status. */
export function seriesRows({ lower, ...cell }) {
  const byRate = { 4.25: cell.years, '3.00': atLowerRate(cell.years, lower) };
  return RATES.map(([rate]) => seriesRow({ ...cell, rate, years: byRate[rate] }));
}
