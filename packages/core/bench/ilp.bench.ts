// npm run bench (issue 13): the five 101 investment-linked plans projected month by month over 30 years,
// plus each one's break-even yield search (spec 001 §9: 0% to 7% in 0.01% steps), as the results table
// computes them in the browser. Budget: median at most 10 ms for the whole set on this machine.
// The reference, timed in the same rounds so machine load hits both alike: a bare loop doing the same
// number of month steps (a premium buying units, growth, a charge) with no plan rules, no rows and no
// rounding; the ratio shows what the plan rules and the monthly rows cost on top of the arithmetic.
import { performance } from 'node:perf_hooks';
import {
  ILP_PLAN_KEYS,
  ilpBreakEvenYield,
  projectIlp,
  type IlpInputs,
  type IlpPlanKey,
} from '../src/index.js';

const BUDGET_MS = 10;
const ROUNDS = Number(process.env.ROUNDS ?? 200);
const WARMUP = 30;
const HORIZON_YEARS = 30;
// Each bisection runs the 30 years at most 12 times (10 halvings of 0..700 and the two ends).
const REFERENCE_MONTH_STEPS = ILP_PLAN_KEYS.length * HORIZON_YEARS * 12 * (1 + 12);

const INPUTS: Record<IlpPlanKey, IlpInputs> = {
  investGoalX: { monthlyPremium: 1000, premiumTermYears: 10, horizonYears: HORIZON_YEARS, growthPct: 8 },
  wealthVoyage: { monthlyPremium: 1000, premiumTermYears: 25, horizonYears: HORIZON_YEARS, growthPct: 8 },
  investFlex: { monthlyPremium: 1000, premiumTermYears: 20, horizonYears: HORIZON_YEARS, growthPct: 8 },
  savvyInvestII: {
    monthlyPremium: 1000,
    premiumTermYears: 20,
    horizonYears: HORIZON_YEARS,
    growthPct: 8,
    variant: 'flexible',
  },
  wealthProII: {
    monthlyPremium: 1000,
    premiumTermYears: 10,
    horizonYears: HORIZON_YEARS,
    growthPct: 8,
    paymentMode: 'M',
  },
};

let sink = 0;

function ours(): void {
  for (const planKey of ILP_PLAN_KEYS) {
    sink += projectIlp(planKey, INPUTS[planKey]).projectedValueCents;
    sink += ilpBreakEvenYield(planKey, INPUTS[planKey]) ?? 0;
  }
}

function reference(): void {
  const growth = Math.pow(1.08, 1 / 12);
  let [price, units] = [1, 0];
  for (let step = 0; step < REFERENCE_MONTH_STEPS; step += 1) {
    if (step % 360 === 0) [price, units] = [1, 0];
    units += 1000 / price;
    price *= growth;
    units *= 1 - 0.023 / 12;
  }
  sink += units * price;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (let i = 0; i < WARMUP; i += 1) {
  ours();
  reference();
}
const samples = { ours: [] as number[], reference: [] as number[] };
for (let round = 0; round < ROUNDS; round += 1) {
  for (const key of round % 2 ? (['ours', 'reference'] as const) : (['reference', 'ours'] as const)) {
    const started = performance.now();
    if (key === 'ours') ours();
    else reference();
    samples[key].push(performance.now() - started);
  }
}
const [oursMs, referenceMs] = [median(samples.ours), median(samples.reference)];
const isWithinBudget = oursMs <= BUDGET_MS;
console.log(
  `ILP: 5 plans x ${HORIZON_YEARS} years, projection + break-even search, median of ${ROUNDS} rounds: ` +
    `ours ${oursMs.toFixed(3)} ms (budget ${BUDGET_MS} ms)   reference loop ${referenceMs.toFixed(3)} ms   ` +
    `ratio ${(oursMs / referenceMs).toFixed(1)}  ${isWithinBudget ? 'ok' : 'OVER BUDGET'}`,
);
const yields = ILP_PLAN_KEYS.map((key) => `${key} ${ilpBreakEvenYield(key, INPUTS[key]) ?? '-'}%`).join(', ');
console.log(`break-even yields at 1,000 a month: ${yields}`);
// The results feed `sink` so that no engine can drop the work as unused; a non-number means a broken run.
if (!Number.isFinite(sink)) process.exitCode = 1;
if (!isWithinBudget) {
  console.error(`ilp bench: over budget (median ${oursMs.toFixed(3)} ms > ${BUDGET_MS} ms)`);
  process.exitCode = 1;
}
