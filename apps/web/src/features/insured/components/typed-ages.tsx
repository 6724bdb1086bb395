import { ALB_MAX, type Insured, type InsuredFormValues } from '@portal/contracts';
import { computeInsuredAges, insuredAgesFromAlb, parseDdMmYyyy, todayInSingapore } from '@portal/core';
import { useWatch, type Control } from 'react-hook-form';

/** The three ages of what is typed, or null while the date or the ALB is not one yet. */
function agesOf({ mode, dob, alb }: Pick<InsuredFormValues, 'mode' | 'dob' | 'alb'>) {
  if (mode === 'alb') {
    const years = Number(alb);
    const isAlb = alb.trim() !== '' && Number.isInteger(years) && years >= 0 && years <= ALB_MAX;
    return isAlb ? insuredAgesFromAlb(years) : null;
  }
  const iso = parseDdMmYyyy(dob);
  const today = todayInSingapore(new Date());
  return iso && iso <= today ? computeInsuredAges(iso, today) : null;
}

/**
 * Issue 31: the ages line follows what is typed (spec 000 §5.4 rules), not the insured saved before,
 * so the adviser sees the ANB the tools will price at before pressing Submit.
 */
export function TypedAges({ control }: { control: Control<InsuredFormValues, unknown, Insured> }) {
  const [mode, dob, alb] = useWatch({ control, name: ['mode', 'dob', 'alb'] });
  const ages = agesOf({ mode, dob, alb });
  return (
    <p className="muted insured-ages" data-testid="insured-ages" aria-live="polite">
      {ages
        ? `ALB ${ages.alb} · ANB ${ages.anb} · AnB ${ages.anbNearest}`
        : 'The ages show once the date of birth or the ALB is entered.'}
    </p>
  );
}
