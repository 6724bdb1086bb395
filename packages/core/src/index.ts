export { browserEngineOf, isSupportedBrowser, type BrowserEngine } from './browser.js';
export { FinanceError, isFinanceError, type FinanceErrorCode } from './finance/finance-error.js';
export { fv, pmt, pv, rate } from './finance/tvm.js';
export { dayNumber, irr, npvAt, xirr, xnpvAt } from './finance/cash-flows.js';
export {
  ANB_NEAREST_CUTOFF_DAYS,
  computeInsuredAges,
  insuredAgesFromAlb,
  type InsuredAges,
} from './insured/ages.js';
export {
  isEscalationPlan,
  ltcBenefitForBudget,
  parseRate,
  premiumFromRate,
  RATE_DECIMALS,
  type Rate,
  priceTermPlans,
  rankByPremium,
  requestedTermCovers,
  type TermCoverRequest,
  type TermRate,
} from './comparison/rules.js';
export { MEDISAVE_WITHDRAWAL_LIMITS, medisaveLimitCents, splitShieldPremium } from './comparison/medisave.js';
export { roundHalfUp } from './goals/rounding.js';
export {
  accumulationInsight,
  goalTargetAmount,
  liabilityFutureValue,
  MIN_DELAY_YEARS,
  protectionSummary,
  type AccumulationFigures,
  type AccumulationInsight,
  type GoalType,
  type PayoutType,
  type ProtectionSummary,
} from './goals/goal-math.js';
export {
  assessCoverage,
  COVERAGE_RULES,
  type CoverageInput,
  type CoverageNeed,
  type CoverageNeedKey,
  type CoverageResult,
} from './goals/coverage-rules.js';
export {
  assertValueSeries,
  IllustrationError,
  isIllustrationError,
  lastPolicyYear,
  VALUE_BASES,
  type IllustrationErrorCode,
  type IllustrationYear,
  type ValueBasis,
  type ValueSeries,
} from './illustration/value-series.js';
export {
  isUnitValue,
  parseUnitValue,
  roundHalfUpToCent,
  scaleUnitSeries,
  scaleUnitValue,
  UNIT_OF_BASIS,
  UNIT_VALUE_DECIMALS,
  UNIT_VALUE_FIELDS,
  type IllustrationUnitYear,
} from './illustration/scaling.js';
export {
  deathBenefitAtYear,
  payoutsReceivedToYear,
  premiumsPaidToYear,
  surrenderValueAtYear,
} from './illustration/totals.js';
export { breakEvenYear } from './illustration/break-even.js';
export { irrToYear, planCashFlowsToYear } from './illustration/plan-irr.js';
export {
  ageAtPolicyYear,
  policyYearAtAge,
  resolveCompareAt,
  type CompareAt,
  type CompareAtBy,
} from './illustration/compare-at.js';
export {
  DEFAULT_POLICY_YEAR_COMPARE_AT,
  POLICY_YEAR_COMPARE_AT_YEARS,
  policyYearCompareAtOptions,
  type CompareAtYearOption,
} from './illustration/compare-at-options.js';
export { premiumDueDates, premiumInstalmentsCents } from './illustration/premium-schedule.js';
export * from './illustration/retirement-dates.js';
export {
  retirementCashFlows,
  retirementPayoutsReceivedCents,
  retirementXirr,
  type DatedCashFlow,
  type GtdAndTotalCents,
  type RetirementIncomePlan,
} from './illustration/retirement-xirr.js';
export {
  breakEvenYears,
  kpisAtCompareAt,
  kpisAtYear,
  type BasisKpis,
  type KpisAtYear,
} from './illustration/kpis.js';
export * from './dates/singapore-date.js';
export { addCalendarDays, addCalendarMonths, addCalendarYears } from './dates/calendar-arithmetic.js';
export { formatDollars, formatMoney, formatNumber, type MoneyFormat } from './money/format-money.js';
export { formatFigure, formatPercent, type FigureFormat } from './locale/figures.js';
export { formatLocalClockTime, type LocalTimeOptions } from './locale/local-time.js';
export { compareText } from './locale/compare-text.js';
export {
  ILP_PLAN_KEYS,
  type IlpAvailability,
  type IlpAvailabilityInputs,
  type IlpBonusKind,
  type IlpInputs,
  type IlpMonth,
  type IlpPaymentMode,
  type IlpPlanKey,
  type IlpProjection,
  type IlpSchedule,
  type IlpVariant,
} from './ilp/ilp-types.js';
export { type IlpPlan, type IlpTermOffer } from './ilp/plan.js';
export { ilpPlans } from './ilp/plans.js';
export { ilpAvailability } from './ilp/availability.js';
export { compilePlan, monthlyGrowthFactor, projectIlp, type CompiledIlp } from './ilp/projection.js';
export { BREAK_EVEN_GRID, ilpBreakEvenYield } from './ilp/break-even.js';
export {
  WHOLE_LIFE_COVER_TYPES,
  wholeLifeCoverAmount,
  wholeLifeCoverShare,
  wholeLifeEffectiveSumAssured,
  type WholeLifeCoverInput,
  type WholeLifeCoverType,
  type WholeLifePlanCover,
} from './comparison/whole-life.js';
export {
  blendedCreditingRate,
  projectUniversalLife,
  type UniversalLifeProjection,
  type UniversalLifeTerms,
  type UniversalLifeYear,
} from './comparison/universal-life.js';
