// Test support: every available combination of the 101 form's lists (spec 001 §9) for each plan.
import { ilpAvailability } from './availability.js';
import { ILP_PLAN_KEYS, type IlpAvailabilityInputs, type IlpPlanKey } from './ilp-types.js';

// spec 001 §9: contribution period 30 ... 5 (plus Savvy Invest II's 3 of §5), horizon 30-10, monthly 4000 ...
// 300 (plus the 200 of §5's minimums).
const TERMS = [30, 25, 20, 15, 10, 5, 3];
const HORIZONS = [10, 15, 20, 25, 30];
const MONTHLY = [4000, 3000, 2000, 1500, 1000, 500, 300, 200];

export function availableInputs(): { planKey: IlpPlanKey; inputs: IlpAvailabilityInputs }[] {
  const found: { planKey: IlpPlanKey; inputs: IlpAvailabilityInputs }[] = [];
  for (const planKey of ILP_PLAN_KEYS)
    for (const extra of planKey === 'savvyInvestII'
      ? [{ variant: 'fixed' as const }, { variant: 'flexible' as const }]
      : planKey === 'wealthProII'
        ? [{ paymentMode: 'M' as const }, { paymentMode: 'Y' as const }]
        : [{}])
      for (const premiumTermYears of TERMS)
        for (const horizonYears of HORIZONS)
          for (const monthlyPremium of MONTHLY) {
            const inputs = { premiumTermYears, horizonYears, monthlyPremium, ...extra };
            if (ilpAvailability(planKey, inputs).available) found.push({ planKey, inputs });
          }
  return found;
}
