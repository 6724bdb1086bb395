import type { IlpPlanKey } from './ilp-types.js';
import { investFlex } from './invest-flex.js';
import { investGoalX } from './invest-goal-x.js';
import type { IlpPlan } from './plan.js';
import { savvyInvestII } from './savvy-invest-ii.js';
import { wealthProII } from './wealth-pro-ii.js';
import { wealthVoyage } from './wealth-voyage.js';

/** The five plans of spec 001 §5/§9, in the spec's order (Insurers A to E; fictional names). */
export const ilpPlans: Readonly<Record<IlpPlanKey, IlpPlan>> = {
  investGoalX,
  wealthVoyage,
  investFlex,
  savvyInvestII,
  wealthProII,
};
