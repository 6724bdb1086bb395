export { isSupportedBrowser } from './browser.js';
export { FinanceError, isFinanceError, type FinanceErrorCode } from './finance/finance-error.js';
export { fv, pmt, pv, rate } from './finance/tvm.js';
export { dayNumber, irr, npvAt, xirr, xnpvAt } from './finance/cash-flows.js';
export { ANB_NEAREST_CUTOFF_DAYS, computeInsuredAges, insuredAgesFromAlb, type InsuredAges } from './insured/ages.js';
export { isEscalationPlan, ltcBenefitForBudget, premiumFromRate, priceTermPlans, rankByPremium, requestedTermCovers, type TermCoverRequest, type TermRate } from './comparison/rules.js';
