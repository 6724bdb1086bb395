import { formatDollars } from '../money/format-money.js';
import type { IlpAvailability, IlpAvailabilityInputs, IlpPlanKey } from './ilp-types.js';
import { ilpPlans } from './plans.js';

const listOfYears = (terms: readonly number[]): string =>
  terms.length === 1 ? `${terms[0]} years only` : `${terms.slice(0, -1).join(', ')} or ${terms.at(-1)} years`;

/**
 * Whether a plan can be bought with these inputs, by the five-plan reading of spec 001 §5; the reason is
 * shown in the results beside an unavailable plan (issue 13: listed, not silently dropped).
 */
export function ilpAvailability(planKey: IlpPlanKey, inputs: IlpAvailabilityInputs): IlpAvailability {
  const plan = ilpPlans[planKey];
  const hasVariants = plan.offers.some((offer) => offer.variant !== undefined);
  if (hasVariants && inputs.variant !== 'fixed' && inputs.variant !== 'flexible')
    return { available: false, reason: `${plan.planName} needs a variant: fixed or flexible.` };
  const name = hasVariants ? `${plan.planName} (${inputs.variant})` : plan.planName;
  if (plan.paymentModes && !plan.paymentModes.includes(inputs.paymentMode ?? 'M'))
    return { available: false, reason: `${name} takes premiums monthly (M) or yearly (Y).` };
  const offers = plan.offers.filter((offer) => !hasVariants || offer.variant === inputs.variant);
  const offer = offers.find((o) => o.termYears === inputs.premiumTermYears);
  if (!offer) {
    const terms = listOfYears(offers.map((o) => o.termYears));
    return { available: false, reason: `${name} is offered with a premium term of ${terms}.` };
  }
  // spec 001 §5: 'Investment period cannot be shorter than policy premium payment term' (every plan)
  if (inputs.premiumTermYears > inputs.horizonYears)
    return {
      available: false,
      reason: `The ${inputs.premiumTermYears}-year premium term is longer than the ${inputs.horizonYears}-year investment horizon.`,
    };
  if (inputs.monthlyPremium < offer.minMonthlyPremium)
    return {
      available: false,
      reason: `${name} needs at least ${formatDollars(offer.minMonthlyPremium, '$')} a month for a ${offer.termYears}-year term.`,
    };
  return { available: true };
}
