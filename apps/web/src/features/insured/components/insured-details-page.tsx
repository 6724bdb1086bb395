import '../../../components/comparison.css';
import {
  buildInsuredFormSchema,
  GENDERS,
  INSURED_MESSAGES,
  SMOKING_STATUSES,
  ALB_SPINNER_MAX,
  type InsuredFormValues,
} from '@portal/contracts';
import { formatDdMmYyyy, todayInSingapore } from '@portal/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { TabPanel, TabView } from 'primereact/tabview';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { DOB_INPUT, FormField, textFieldsOf } from '../../../components/form-field';
import { PageCard, type PageProps } from '../../../components/page-card';
import { contractResolver } from '../../../lib/form-resolver';
import {
  comparisonReturnPath,
  FROM_COMPARE_PARAM,
  INSURED_CHANGED_STATE,
  insuredReturnPath,
  readInsured,
  useInsured,
  writeInsured,
} from '../../../lib/insured-store';
import { ComparisonMenuDialog } from './comparison-menu-dialog';
import { TypedAges } from './typed-ages';

function initialValues(): InsuredFormValues {
  const held = readInsured();
  if (!held) return { mode: 'dob', name: '', gender: '', smokingStatus: '', dob: '', alb: '' };
  return {
    mode: held.dob ? 'dob' : 'alb',
    name: held.name,
    gender: held.gender,
    smokingStatus: held.smokingStatus,
    dob: held.dob ? formatDdMmYyyy(held.dob) : '',
    alb: held.dob ? '' : String(held.alb),
  };
}

/** spec 000 §2.6 and §5.4: the insured for every comparison, by D.O.B or by ALB. */
export function InsuredDetailsPage({ title }: PageProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const insured = useInsured();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // spec 000 §2.7: the from-compare marker names the comparison that sent the adviser here; issue 9:
  // once the insured is entered, the adviser goes straight back to it. Issue 31: a journey's Change
  // Insured returns to the journey the same way.
  const marker = searchParams.get(FROM_COMPARE_PARAM);
  const returnPath = insuredReturnPath(marker);
  // The dialog says no insured is held, so it opens only when that is true (not on a Back to this URL),
  // and only on the way to a comparison: it speaks of "proceeding to comparison".
  const [isNoInsuredOpen, setIsNoInsuredOpen] = useState(
    () =>
      marker !== null &&
      (comparisonReturnPath(marker) !== null || returnPath === null) &&
      readInsured() === null,
  );
  const schema = useMemo(() => buildInsuredFormSchema(todayInSingapore(new Date())), []);
  const form = useForm({
    resolver: contractResolver(schema),
    defaultValues: initialValues(),
  });
  const { errors } = form.formState;
  const { text } = textFieldsOf(form, 'insured', { className: 'w-full' });
  // useWatch re-renders the page when the mode changes; form.watch would at each key in any field
  const mode = useWatch({ control: form.control, name: 'mode' });

  const radioGroup = (name: 'gender' | 'smokingStatus', label: string, options: readonly string[]) => (
    <FormField id={`insured-${name}`} label={label} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <div
            className="radio-row"
            role="radiogroup"
            id={`insured-${name}`}
            aria-describedby={`insured-${name}-error`}
          >
            {options.map((option) => (
              <span key={option} className="radio-option">
                <RadioButton
                  inputId={`${name}-${option}`}
                  name={name}
                  value={option}
                  checked={field.value === option}
                  onChange={(e) => field.onChange(e.value)}
                />
                <label htmlFor={`${name}-${option}`}>{option}</label>
              </span>
            ))}
          </div>
        )}
      />
    </FormField>
  );

  return (
    <PageCard title={title} className="insured-card">
      <form
        noValidate
        onSubmit={form.handleSubmit((value) => {
          writeInsured(value);
          // replace: Back from the comparison goes where the adviser was before it, not to this form;
          // the state tells the tool to search again for this insured (issue 31).
          if (returnPath) void navigate(returnPath, { replace: true, state: INSURED_CHANGED_STATE });
          else setIsMenuOpen(true);
        })}
      >
        <TabView
          activeIndex={mode === 'dob' ? 0 : 1}
          onTabChange={(e) => form.setValue('mode', e.index === 0 ? 'dob' : 'alb')}
          className="insured-tabs"
        >
          <TabPanel header="By D.O.B" />
          <TabPanel header="By ALB" />
        </TabView>
        <div className="insured-grid">
          {text('name', 'Name', { autoComplete: 'off' })}
          {radioGroup('gender', 'Gender', GENDERS)}
          {radioGroup('smokingStatus', 'Smoking Status', SMOKING_STATUSES)}
          {mode === 'dob'
            ? text('dob', 'Date of Birth', DOB_INPUT)
            : // spec 000 §5.4: the spinner runs 0 to 99 while 100 may be typed
              text('alb', 'ALB (Age Last Birthday)', { type: 'number', min: 0, max: ALB_SPINNER_MAX })}
        </div>
        <TypedAges control={form.control} />
        <div className="form-actions">
          <Button type="submit" label="Submit" icon="pi pi-check" />
          {insured ? (
            <Button
              type="button"
              label="Comparison Menu"
              icon="pi pi-list"
              outlined
              onClick={() => setIsMenuOpen(true)}
            />
          ) : null}
        </div>
      </form>
      <ComparisonMenuDialog insured={insured} isVisible={isMenuOpen} onHide={() => setIsMenuOpen(false)} />
      <Dialog
        header={INSURED_MESSAGES.noInsuredTitle}
        visible={isNoInsuredOpen}
        onHide={() => setIsNoInsuredOpen(false)}
        style={{ width: '28rem' }}
        breakpoints={{ '640px': '92vw' }}
        footer={<Button label="OK" onClick={() => setIsNoInsuredOpen(false)} />}
      >
        <p>{INSURED_MESSAGES.noInsured}</p>
      </Dialog>
    </PageCard>
  );
}
