import {
  buildTvmFormSchema,
  EMPTY_TVM_INPUTS,
  TVM_FIELDS,
  TVM_MESSAGES,
  tvmInputsSchema,
  type TvmField,
  type TvmMode,
} from '@portal/contracts';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { fieldA11y, FormField } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';
import {
  clearCalculatorInputs,
  readCalculatorInputs,
  writeCalculatorInputs,
} from '../lib/calculator-storage';
import { formatMoney, formatRate } from '../lib/format';
import { TVM_EXAMPLES } from '../lib/tvm-examples';
import { computeTvm, TVM_LABELS, tvmFormula } from '../lib/tvm-inputs';
import { FormActions } from './form-actions';
import { ResultPanel } from './result-panel';
import { UseCaseExamples } from './use-case-examples';

const RESULT_LABELS: Record<TvmMode, string> = {
  pv: 'Present value (PV)',
  fv: 'Future value (FV)',
  pmt: 'Annual payment (PMT)',
  rate: 'Interest per annum (RATE)',
};

const HINTS: Partial<Record<TvmField, string>> = {
  pmt: 'Paid at the beginning of each year; money paid out is negative, as in Excel',
};

type Outcome = { value: string; formula: string } | { error: string };

/** One tab of /calculator/pv-fv-pmt-rate: solves for `mode` from the other four (spec 000 §2.4, §5.3). */
export function TvmTab({ mode }: { mode: TvmMode }) {
  const resolver = useMemo(() => contractResolver(buildTvmFormSchema(mode)), [mode]);
  const [stored] = useState(() => readCalculatorInputs(mode, tvmInputsSchema) ?? EMPTY_TVM_INPUTS);
  // spec 000 §5.3: messages change when Calculate is pressed, not while typing
  const form = useForm({ resolver, defaultValues: stored, reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const inputs = useWatch({ control: form.control });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isLocked = outcome !== null && 'value' in outcome;

  useEffect(() => writeCalculatorInputs(mode, { ...EMPTY_TVM_INPUTS, ...inputs }), [mode, inputs]);

  const calculate = form.handleSubmit(
    (values) => {
      try {
        const answer = computeTvm(mode, values);
        setOutcome({
          value: mode === 'rate' ? formatRate(answer) : formatMoney(answer),
          formula: tvmFormula(mode, form.getValues()),
        });
      } catch {
        // spec 000 §5.3: a result that is not a finite number
        setOutcome({ error: TVM_MESSAGES.invalidResult });
      }
    },
    () => setOutcome(null),
  );
  const clear = () => {
    form.reset(EMPTY_TVM_INPUTS);
    setOutcome(null);
    clearCalculatorInputs(mode);
  };

  return (
    <div className="calc-layout">
      <form
        className="calc-form"
        noValidate
        onSubmit={(event) => void calculate(event)}
        aria-label={`${mode.toUpperCase()} calculator`}
      >
        {TVM_FIELDS[mode].map((field) => {
          const id = `${mode}-${field}`;
          return (
            <FormField
              key={field}
              id={id}
              label={TVM_LABELS[field]}
              error={errors[field]?.message}
              {...(HINTS[field] ? { hint: HINTS[field] } : {})}
            >
              <Controller
                control={form.control}
                name={field}
                render={({ field: input }) => (
                  <InputText
                    {...fieldA11y(id, errors[field]?.message)}
                    value={input.value}
                    inputMode="decimal"
                    disabled={isLocked}
                    className="w-full"
                    onChange={(e) => input.onChange(e.target.value)}
                    onBlur={input.onBlur}
                  />
                )}
              />
            </FormField>
          );
        })}
        {outcome && 'error' in outcome ? (
          <Message severity="error" text={outcome.error} className="form-banner" role="alert" />
        ) : null}
        <FormActions isLocked={isLocked} onEdit={() => setOutcome(null)} onClear={clear} />
      </form>
      {outcome && 'value' in outcome ? (
        <ResultPanel label={RESULT_LABELS[mode]} value={outcome.value} formula={outcome.formula} />
      ) : (
        <UseCaseExamples
          examples={TVM_EXAMPLES[mode]}
          onUse={(example) => {
            form.reset({ ...EMPTY_TVM_INPUTS, ...example });
            setOutcome(null);
          }}
        />
      )}
    </div>
  );
}
