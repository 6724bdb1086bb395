import { type Insured, type PlanInsured } from '@portal/contracts';

// The planner saves the insured with spec 002 §3's field names (ALB, ANB, AnB); the comparison
// tools hold spec 000 §3's Insured. These convert between the two.

export function planInsuredOf(insured: Insured): PlanInsured | null {
  if (!insured.dob) return null;
  return {
    name: insured.name,
    dob: insured.dob,
    gender: insured.gender,
    smokingStatus: insured.smokingStatus,
    ALB: insured.alb,
    ANB: insured.anb,
    AnB: insured.anbNearest,
  };
}

export const comparisonInsuredOf = (insured: PlanInsured): Insured => ({
  name: insured.name,
  dob: insured.dob,
  gender: insured.gender,
  smokingStatus: insured.smokingStatus,
  alb: insured.ALB,
  anb: insured.ANB,
  anbNearest: insured.AnB,
});
