import {
  buildCashFlowFormSchema,
  CALCULATOR_CONSTANTS,
  CASH_FLOW_MESSAGES,
  cashFlowRowsSchema,
  EXCEL_DOWNLOAD_ERROR_PREFIX,
  type CashFlowFormValues,
  type CashFlowKind,
  type CashFlowRow as Row,
  type CashFlowSeries,
} from '@portal/contracts';
import { isFinanceError } from '@portal/core';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { contractResolver } from '../../../lib/form-resolver';
import { CASH_FLOW_EXAMPLES } from '../lib/cash-flow-examples';
import { cashFlowFormula, computeCashFlows, initialRows } from '../lib/cash-flow-inputs';
import {
  clearCalculatorInputs,
  readCalculatorInputs,
  writeCalculatorInputs,
} from '../lib/calculator-storage';
import { saveXlsx } from '../../../lib/save-file';
import { buildCashFlowWorkbook } from '../lib/excel-export';
import { formatRate } from '../lib/format';
import { CashFlowRow } from './cash-flow-row';
import { FormActions } from './form-actions';
import { ResultPanel } from './result-panel';
import { UseCaseExamples } from './use-case-examples';

type Outcome = { answer: number; series: CashFlowSeries; formula: string } | { error: string };

/**
 * Keeps the rows in storage as they are typed. A component of its own: watching the rows in the tab
 * would re-render every row at each key, where a key re-renders only its own field.
 */
function StoreRows({
  kind,
  control,
}: {
  kind: CashFlowKind;
  control: Control<CashFlowFormValues, unknown, CashFlowSeries>;
}) {
  const values = useWatch({ control, name: 'rows' });
  useEffect(() => writeCalculatorInputs(kind, values), [kind, values]);
  return null;
}

/** The IRR or XIRR tab of /calculator/irr-xirr (spec 000 §2.4, §5.1, §5.2). */
export function CashFlowTab({ kind }: { kind: CashFlowKind }) {
  const resolver = useMemo(() => contractResolver(buildCashFlowFormSchema(kind)), [kind]);
  const [stored] = useState(() => ({
    rows: readCalculatorInputs(kind, cashFlowRowsSchema) ?? initialRows(),
  }));
  const form = useForm({
    resolver,
    defaultValues: stored,
    // spec 000 §5.1, §5.2: messages change when Calculate is pressed; the list can fail two ways at once
    reValidateMode: 'onSubmit',
    criteriaMode: 'all',
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { errors } = form.formState;
  const listMessages = [errors.rows?.root?.types?.custom ?? []].flat().map(String);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isLocked = outcome !== null && 'answer' in outcome;
  const name = kind.toUpperCase();

  const calculate = form.handleSubmit(
    (series) => {
      try {
        const answer = computeCashFlows(kind, series);
        setOutcome({
          answer,
          series,
          formula: cashFlowFormula(kind, form.getValues('rows'), series.isoDates),
        });
      } catch (error) {
        // spec 000 §5.1: no rate found; anything else the solver rejects reads the same to the adviser
        setOutcome({ error: isFinanceError(error) ? CASH_FLOW_MESSAGES.noConvergence : String(error) });
      }
    },
    () => setOutcome(null),
  );
  const replaceRows = (next: Row[]) => {
    form.reset({ rows: next });
    setOutcome(null);
  };
  const download = async (answer: number, series: CashFlowSeries) => {
    try {
      const bytes = await buildCashFlowWorkbook(kind, series, answer);
      saveXlsx(bytes, kind === 'irr' ? CALCULATOR_CONSTANTS.irrFileName : CALCULATOR_CONSTANTS.xirrFileName);
    } catch (error) {
      // spec 000 §8: an Excel download failure alerts 'Error : ...'
      window.alert(`${EXCEL_DOWNLOAD_ERROR_PREFIX}${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <div className="calc-layout is-cash-flow">
      <form
        className="calc-form"
        noValidate
        onSubmit={(event) => void calculate(event)}
        aria-label={`${name} calculator`}
      >
        <StoreRows kind={kind} control={form.control} />
        <ol className="cash-flow-list">
          {rows.fields.map((row, i) => (
            <CashFlowRow
              key={row.id}
              kind={kind}
              index={i}
              control={form.control}
              errors={errors.rows?.[i]}
              isLocked={isLocked}
              canDelete={rows.fields.length > CALCULATOR_CONSTANTS.minCashFlows}
              onDelete={() => {
                if (rows.fields.length > CALCULATOR_CONSTANTS.minCashFlows) rows.remove(i);
              }}
            />
          ))}
        </ol>
        <div className="cash-flow-list-messages" id={`${kind}-list-error`}>
          {listMessages.map((text) => (
            <small key={text} className="p-error form-error" role="alert">
              {text}
            </small>
          ))}
        </div>
        <Button
          type="button"
          label="Add cash flow"
          icon="pi pi-plus"
          text
          disabled={isLocked}
          onClick={() => rows.append({ invest: false, amount: '', date: '' })}
        />
        {outcome && 'error' in outcome ? (
          <Message severity="error" text={outcome.error} className="form-banner" role="alert" />
        ) : null}
        <FormActions
          isLocked={isLocked}
          onEdit={() => setOutcome(null)}
          onClear={() => (replaceRows(initialRows()), clearCalculatorInputs(kind))}
        />
      </form>
      {outcome && 'answer' in outcome ? (
        <ResultPanel label={name} value={formatRate(outcome.answer)} formula={outcome.formula}>
          <Button
            type="button"
            icon="pi pi-file-excel"
            label={`Download ${kind === 'irr' ? CALCULATOR_CONSTANTS.irrFileName : CALCULATOR_CONSTANTS.xirrFileName}`}
            severity="success"
            onClick={() => void download(outcome.answer, outcome.series)}
          />
        </ResultPanel>
      ) : (
        <UseCaseExamples
          examples={CASH_FLOW_EXAMPLES[kind]}
          onUse={(example) => replaceRows(example.map((r) => ({ ...r })))}
        />
      )}
    </div>
  );
}
