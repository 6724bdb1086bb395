import { CALCULATOR_CONSTANTS, CASH_FLOW_MESSAGES, EXCEL_DOWNLOAD_ERROR_PREFIX } from '@portal/contracts';
import { isFinanceError } from '@portal/core';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useState, type FormEvent } from 'react';
import { CASH_FLOW_EXAMPLES } from '../lib/cash-flow-examples';
import {
  cashFlowFormula,
  cashFlowRowsSchema,
  computeCashFlows,
  initialRows,
  validateCashFlows,
  type CashFlowErrors,
  type CashFlowKind,
  type CashFlowRow as Row,
  type CashFlowSeries,
} from '../lib/cash-flow-inputs';
import {
  clearCalculatorInputs,
  readCalculatorInputs,
  writeCalculatorInputs,
} from '../lib/calculator-storage';
import { buildCashFlowWorkbook, saveFile } from '../lib/excel-export';
import { formatRate } from '../lib/format';
import { CashFlowRow } from './cash-flow-row';
import { FormActions } from './form-actions';
import { ResultPanel } from './result-panel';
import { UseCaseExamples } from './use-case-examples';

type Outcome = { answer: number; series: CashFlowSeries; formula: string } | { error: string };
const NO_ERRORS: CashFlowErrors = { rows: [], list: [] };

/** The IRR or XIRR tab of /calculator/irr-xirr (spec 000 §2.4, §5.1, §5.2). */
export function CashFlowTab({ kind }: { kind: CashFlowKind }) {
  const [rows, setRows] = useState<Row[]>(
    () => readCalculatorInputs(kind, cashFlowRowsSchema) ?? initialRows(),
  );
  const [errors, setErrors] = useState<CashFlowErrors>(NO_ERRORS);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const isLocked = outcome !== null && 'answer' in outcome;
  const name = kind.toUpperCase();

  useEffect(() => writeCalculatorInputs(kind, rows), [kind, rows]);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCashFlows(kind, rows);
    setErrors(checked.errors);
    if (!checked.series) return setOutcome(null);
    try {
      const answer = computeCashFlows(kind, checked.series);
      setOutcome({
        answer,
        series: checked.series,
        formula: cashFlowFormula(kind, rows, checked.series.isoDates),
      });
    } catch (error) {
      // spec 000 §5.1: no rate found; anything else the solver rejects reads the same to the adviser
      setOutcome({ error: isFinanceError(error) ? CASH_FLOW_MESSAGES.noConvergence : String(error) });
    }
  };
  const replaceRows = (next: Row[]) => {
    setRows(next);
    setErrors(NO_ERRORS);
    setOutcome(null);
  };
  const download = async (answer: number, series: CashFlowSeries) => {
    try {
      const bytes = await buildCashFlowWorkbook(kind, series, answer);
      saveFile(bytes, kind === 'irr' ? CALCULATOR_CONSTANTS.irrFileName : CALCULATOR_CONSTANTS.xirrFileName);
    } catch (error) {
      // spec 000 §8: an Excel download failure alerts 'Error : ...'
      window.alert(`${EXCEL_DOWNLOAD_ERROR_PREFIX}${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return (
    <div className="calc-layout is-cash-flow">
      <form className="calc-form" noValidate onSubmit={calculate} aria-label={`${name} calculator`}>
        <ol className="cash-flow-list">
          {rows.map((row, i) => (
            <CashFlowRow
              // rows have no identity beyond their place in the list
              key={i}
              kind={kind}
              index={i}
              row={row}
              errors={errors.rows[i]}
              isLocked={isLocked}
              canDelete={rows.length > CALCULATOR_CONSTANTS.minCashFlows}
              onChange={(next) => setRows((prev) => prev.map((r, j) => (j === i ? next : r)))}
              onDelete={() =>
                setRows((prev) =>
                  prev.length > CALCULATOR_CONSTANTS.minCashFlows ? prev.filter((_r, j) => j !== i) : prev,
                )
              }
            />
          ))}
        </ol>
        <div className="cash-flow-list-messages" id={`${kind}-list-error`}>
          {errors.list.map((text) => (
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
          onClick={() => setRows((prev) => [...prev, { invest: false, amount: '', date: '' }])}
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
