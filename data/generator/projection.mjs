// The arithmetic behind the value-series sample (issue 11): a par plan's illustration as a yearly
// reserve. Premiums, less a loading, grow at a yield; payouts leave at each policy year's end; the
// yield is solved so the reserve ends at the maturity benefit. The surrender value is the reserve
// times a surrender scale that is low in early years (below premiums paid) and 1 later.

/** The LIA illustration rates (percent, as stored) and their fractions. */
export const RATES = [
  ['4.25', 0.0425],
  ['3.00', 0.03],
];

/** Dollars per 1,000 to the cent (the sample keeps 2 decimals; premiums of a third keep 6). */
export const money = (x) => Math.max(0, Math.round(x * 100) / 100);
export const exact6 = (x) => Number(x.toFixed(6));

/** Reserve at each policy year's end (index = year - 1): (R + (1 - load) x premium) x (1 + j) - payout. */
export function reserves({ premiums, payouts, load, yieldRate }) {
  const out = [];
  let reserve = 0;
  premiums.forEach((premium, i) => {
    reserve = (reserve + (1 - load) * premium) * (1 + yieldRate) - payouts[i];
    out.push(reserve);
  });
  return out;
}

/** The yield in [lo, hi] at which the reserve ends at `maturity` (it rises with the yield). */
export function solveYield({ premiums, payouts, load, maturity, lo = -0.05, hi = 0.1 }) {
  const endOf = (j) => reserves({ premiums, payouts, load, yieldRate: j }).at(-1) - maturity;
  for (let step = 0; step < 80; step += 1) {
    const mid = (lo + hi) / 2;
    if (endOf(mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Scale from 'start' in year 1 up to 1 at year `fullAt`: what a surrender returns of the reserve.
 * A single premium gives more back early than a regular premium plan.
 */
export const surrenderScale = (start, fullAt) => (year) =>
  Math.min(1, start + ((1 - start) * (year - 1)) / Math.max(1, fullAt - 1));

/** Premiums paid to the end of each year and payouts received, running sums. */
const runningSum = (values) => {
  let sum = 0;
  return values.map((v) => (sum += v));
};

/**
 * The guaranteed and the 4.25 % columns of one series from its reserves; the last year's surrender
 * value is the maturity benefit (ADR 0011). The death benefit is 101 % (guaranteed) or 105 % (total)
 * of premiums paid less payouts received, or the surrender value when higher.
 */
export function seriesColumns({
  premiums,
  payoutsGtd,
  payoutsTotal,
  reserveGtd,
  reserveTotal,
  scaleGtd,
  scaleTotal,
  maturity,
}) {
  const last = premiums.length - 1;
  const paid = runningSum(premiums);
  const receivedGtd = runningSum(payoutsGtd);
  const receivedTotal = runningSum(payoutsTotal);
  return premiums.map((premium, i) => {
    const svGtd = i === last && maturity ? maturity.gtd : reserveGtd[i] * scaleGtd(i + 1);
    const svTotal = Math.max(
      svGtd,
      i === last && maturity ? maturity.total : reserveTotal[i] * scaleTotal(i + 1),
    );
    const dbGtd = Math.max(1.01 * paid[i] - receivedGtd[i], svGtd);
    const dbTotal = Math.max(dbGtd, 1.05 * paid[i] - receivedTotal[i], svTotal * 1.02);
    return {
      premium,
      svGtd,
      svTotal,
      payoutGtd: payoutsGtd[i],
      payoutTotal: payoutsTotal[i],
      dbGtd,
      dbTotal,
    };
  });
}

/**
 * The same series at the lower rate: each total keeps its guaranteed part and a smaller share of the
 * non-guaranteed part (so every total at 3.00 % lies between the guaranteed value and the total at
 * 4.25 %). For values that accumulate the share shrinks year by year as the lower return compounds;
 * a payout's bonus keeps one share, so a level income stays level.
 */
export function atLowerRate(years, { share, drag }) {
  const yearly = (1 + 0.03 - drag) / (1 + 0.0425 - drag);
  return years.map((y, i) => {
    const keep = share * yearly ** (i + 1);
    const lower = (gtd, total) => gtd + keep * Math.max(0, total - gtd);
    return {
      ...y,
      svTotal: lower(y.svGtd, y.svTotal),
      payoutTotal: y.payoutGtd + share * Math.max(0, y.payoutTotal - y.payoutGtd),
      dbTotal: lower(y.dbGtd, y.dbTotal),
    };
  });
}
