import { TVM_MESSAGES } from '@portal/contracts';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useState, type FormEvent } from 'react';
import { fieldA11y, FormField } from '../../../components/form-field';
import {
  clearCalculatorInputs,
  readCalculatorInputs,
  writeCalculatorInputs,
} from '../lib/calculator-storage';
import { formatMoney, formatRate } from '../lib/format';
import { TVM_EXAMPLES } from '../lib/tvm-examples';
import {
  computeTvm,
  EMPTY_TVM_INPUTS,
  TVM_FIELDS,
  TVM_LABELS,
  tvmFormula,
  tvmInputsSchema,
  validateTvm,
  type TvmErrors,
  type TvmField,
  type TvmInputs,
  type TvmMode,
} from '../lib/tvm-inputs';
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
  const [inputs, setInputs] = useState<TvmInputs>(
    () => readCalculatorInputs(mode, tvmInputsSchema) ?? EMPTY_TVM_INPUTS,
  );
  const [errors, setErrors] = useState<TvmErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isLocked = outcome !== null && 'value' in outcome;

  useEffect(() => writeCalculatorInputs(mode, inputs), [mode, inputs]);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTvm(mode, inputs);
    setErrors(checked.errors);
    if (!checked.values) return setOutcome(null);
    try {
      const answer = computeTvm(mode, checked.values);
      setOutcome({
        value: mode === 'rate' ? formatRate(answer) : formatMoney(answer),
        formula: tvmFormula(mode, inputs),
      });
    } catch {
      // spec 000 §5.3: a result that is not a finite number
      setOutcome({ error: TVM_MESSAGES.invalidResult });
    }
  };
  const clear = () => {
    setInputs(EMPTY_TVM_INPUTS);
    setErrors({});
    setOutcome(null);
    clearCalculatorInputs(mode);
  };

  return (
    <div className="calc-layout">
      <form
        className="calc-form"
        noValidate
        onSubmit={calculate}
        aria-label={`${mode.toUpperCase()} calculator`}
      >
        {TVM_FIELDS[mode].map((field) => {
          const id = `${mode}-${field}`;
          return (
            <FormField
              key={field}
              id={id}
              label={TVM_LABELS[field]}
              error={errors[field]}
              {...(HINTS[field] ? { hint: HINTS[field] } : {})}
            >
              <InputText
                {...fieldA11y(id, errors[field])}
                value={inputs[field]}
                inputMode="decimal"
                disabled={isLocked}
                className="w-full"
                onChange={(e) => setInputs((prev) => ({ ...prev, [field]: e.target.value }))}
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
            setInputs({ ...EMPTY_TVM_INPUTS, ...example });
            setErrors({});
            setOutcome(null);
          }}
        />
      )}
    </div>
  );
}
