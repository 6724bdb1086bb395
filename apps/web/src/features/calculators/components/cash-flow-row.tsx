import { CASH_FLOW_MESSAGES, irrYearPrompt } from '@portal/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { fieldA11y, FormField } from '../../../components/form-field';
import type { CashFlowKind, CashFlowRow as Row, RowErrors } from '../lib/cash-flow-inputs';

const DIRECTIONS = [
  { label: 'Invest', value: true },
  { label: 'Collect', value: false },
];

type CashFlowRowProps = {
  kind: CashFlowKind;
  index: number;
  row: Row;
  errors: RowErrors | undefined;
  isLocked: boolean;
  canDelete: boolean;
  onChange: (row: Row) => void;
  onDelete: () => void;
};

/** One cash flow: invest (outflow) or collect (inflow), the amount, and for XIRR the date. */
export function CashFlowRow({
  kind,
  index,
  row,
  errors,
  isLocked,
  canDelete,
  onChange,
  onDelete,
}: CashFlowRowProps) {
  const id = `${kind}-row-${index}`;
  // spec 000 §5.2: IRR rows are years; the first flow falls now, at the end of year 0
  const amountLabel = kind === 'irr' ? irrYearPrompt(index) : `Amount ${index + 1}`;
  return (
    <li className="cash-flow-row" aria-label={`Cash flow ${index + 1}`}>
      <SelectButton
        value={row.invest}
        options={DIRECTIONS}
        allowEmpty={false}
        disabled={isLocked}
        aria-label={`Cash flow ${index + 1} direction`}
        onChange={(e) => onChange({ ...row, invest: e.value as boolean })}
      />
      {kind === 'xirr' ? (
        <FormField id={`${id}-date`} label={`Date ${index + 1}`} error={errors?.date}>
          <InputText
            {...fieldA11y(`${id}-date`, errors?.date)}
            value={row.date}
            placeholder="DD-MM-YYYY"
            inputMode="numeric"
            maxLength={10}
            disabled={isLocked}
            onChange={(e) => onChange({ ...row, date: e.target.value })}
          />
        </FormField>
      ) : null}
      <FormField id={`${id}-amount`} label={amountLabel} error={errors?.amount}>
        <InputText
          {...fieldA11y(`${id}-amount`, errors?.amount)}
          value={row.amount}
          inputMode="decimal"
          placeholder={kind === 'irr' ? CASH_FLOW_MESSAGES.irrAmountRequired : '> 0'}
          disabled={isLocked}
          onChange={(e) => onChange({ ...row, amount: e.target.value })}
        />
      </FormField>
      <Button
        type="button"
        icon="pi pi-trash"
        rounded
        text
        severity="danger"
        aria-label={`Delete cash flow ${index + 1}`}
        disabled={isLocked || !canDelete}
        onClick={onDelete}
      />
    </li>
  );
}
