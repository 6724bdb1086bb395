import {
  buildInsuredFormSchema,
  GENDERS,
  SMOKING_STATUSES,
  type Insured,
  type InsuredFormValues,
  type PlanInsured,
} from '@portal/contracts';
import { computeInsuredAges, formatDdMmYyyy, parseDdMmYyyy } from '@portal/core';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { DOB_INPUT, textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';
import { readProfileDraft, writeProfileDraft } from '../lib/profile-draft';
import { radioFieldsOf } from './radio-field';

type InsuredFormProps = {
  formId: string;
  initial: PlanInsured | Insured | null;
  today: string;
  onSave: (insured: Insured) => void;
};

function initialValues(initial: InsuredFormProps['initial']): InsuredFormValues {
  // Issue 31: what was typed and not yet saved with Next comes back first.
  const draft = readProfileDraft();
  if (draft) return { mode: 'dob', ...draft, alb: '' };
  return {
    mode: 'dob',
    name: initial?.name ?? '',
    gender: initial?.gender ?? '',
    smokingStatus: initial?.smokingStatus ?? '',
    dob: initial?.dob ? formatDdMmYyyy(initial.dob) : '',
    alb: '',
  };
}

/** The ages as the date is typed, or null until it is a past calendar date. */
function agesOf(dobText: string, today: string) {
  const iso = parseDdMmYyyy(dobText);
  if (!iso || iso > today) return null;
  return computeInsuredAges(iso, today);
}

/** spec 002 §5 "Life goals client profile": the insured, by date of birth; ages from computeInsuredAges. */
export function InsuredForm({ formId, initial, today, onSave }: InsuredFormProps) {
  const schema = useMemo(() => buildInsuredFormSchema(today), [today]);
  const form = useForm({
    resolver: contractResolver(schema),
    defaultValues: initialValues(initial),
  });
  const radio = radioFieldsOf(form, 'lg-insured');
  const { text } = textFieldsOf(form, 'lg-insured', { className: 'w-full' });
  // Issue 31: each change is kept as a draft until Next saves the insured.
  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      if (type !== 'change') return;
      const { name = '', dob = '', gender = '', smokingStatus = '' } = values;
      writeProfileDraft({ name, dob, gender, smokingStatus });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit(onSave)} aria-labelledby="lg-insured-title">
      <h2 id="lg-insured-title" className="lg-section-title">
        Insured
      </h2>
      <div className="lg-grid">
        {text('name', 'Name', { autoComplete: 'off' })}
        {text('dob', 'Date of Birth', DOB_INPUT)}
        {radio('gender', 'Gender', GENDERS)}
        {radio('smokingStatus', 'Smoking Status', SMOKING_STATUSES, { id: 'lg-insured-smoking' })}
      </div>
      <InsuredAges control={form.control} today={today} />
    </form>
  );
}

/** The ages line: it re-renders at each key in Date of Birth, the rest of the form does not. */
function InsuredAges({
  control,
  today,
}: {
  control: Control<InsuredFormValues, unknown, Insured>;
  today: string;
}) {
  const ages = agesOf(useWatch({ control, name: 'dob' }), today);
  return (
    <p className="lg-ages" data-testid="lg-insured-ages" aria-live="polite">
      {ages
        ? `ALB ${ages.alb} · ANB ${ages.anb} · AnB ${ages.anbNearest}`
        : 'Ages show once the date of birth is entered.'}
    </p>
  );
}
