import {
  CASH_FLOW_MESSAGES,
  irrYearPrompt,
  type CashFlowFormValues,
  type CashFlowKind,
  type CashFlowSeries,
} from '@portal/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { fieldA11y, FormField } from '../../../components/form-field';

const DIRECTIONS = [
  { label: 'Invest', value: true },
  { label: 'Collect', value: false },
];

type RowErrors = NonNullable<FieldErrors<CashFlowFormValues>['rows']>[number];

type CashFlowRowProps = {
  kind: CashFlowKind;
  index: number;
  control: Control<CashFlowFormValues, unknown, CashFlowSeries>;
  errors: RowErrors | undefined;
  isLocked: boolean;
  canDelete: boolean;
  onDelete: () => void;
};

/** One cash flow: invest (outflow) or collect (inflow), the amount, and for XIRR the date. */
export function CashFlowRow({
  kind,
  index,
  control,
  errors,
  isLocked,
  canDelete,
  onDelete,
}: CashFlowRowProps) {
  const id = `${kind}-row-${index}`;
  // spec 000 §5.2: IRR rows are years; the first flow falls now, at the end of year 0
  const amountLabel = kind === 'irr' ? irrYearPrompt(index) : `Amount ${index + 1}`;
  const dateError = errors?.date?.message;
  const amountError = errors?.amount?.message;
  return (
    <li className="cash-flow-row" aria-label={`Cash flow ${index + 1}`}>
      <Controller
        control={control}
        name={`rows.${index}.invest`}
        render={({ field }) => (
          <SelectButton
            value={field.value}
            options={DIRECTIONS}
            allowEmpty={false}
            disabled={isLocked}
            aria-label={`Cash flow ${index + 1} direction`}
            onChange={(e) => field.onChange(e.value as boolean)}
          />
        )}
      />
      {kind === 'xirr' ? (
        <FormField id={`${id}-date`} label={`Date ${index + 1}`} error={dateError}>
          <Controller
            control={control}
            name={`rows.${index}.date`}
            render={({ field }) => (
              <InputText
                {...fieldA11y(`${id}-date`, dateError)}
                value={field.value}
                placeholder="DD-MM-YYYY"
                inputMode="numeric"
                maxLength={10}
                disabled={isLocked}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormField>
      ) : null}
      <FormField id={`${id}-amount`} label={amountLabel} error={amountError}>
        <Controller
          control={control}
          name={`rows.${index}.amount`}
          render={({ field }) => (
            <InputText
              {...fieldA11y(`${id}-amount`, amountError)}
              value={field.value}
              inputMode="decimal"
              placeholder={kind === 'irr' ? CASH_FLOW_MESSAGES.irrAmountRequired : '> 0'}
              disabled={isLocked}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            />
          )}
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
