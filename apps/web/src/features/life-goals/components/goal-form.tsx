import {
  buildGoalFormSchema,
  DEFAULT_INFLATION_PCT,
  DEFAULT_YEARS,
  GOAL_TYPES,
  INFLATION_CHOICES_PCT,
  type GoalDetails,
  type GoalFormValues,
} from '@portal/contracts';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldA11y, FormField, textFieldsOf } from '../../../components/form-field';
import { contractResolver } from '../../../lib/form-resolver';

const blankValues = (): GoalFormValues => ({
  description: '',
  amountNeeded: '',
  yearsToAchieve: String(DEFAULT_YEARS),
  inflationRate: String(DEFAULT_INFLATION_PCT),
});

const valuesOf = (goal: GoalDetails | null): GoalFormValues =>
  goal
    ? {
        description: goal.description,
        amountNeeded: String(goal.amountNeeded),
        yearsToAchieve: String(goal.yearsToAchieve),
        inflationRate: String(goal.activeIndex === 1 ? goal.inflationRate : DEFAULT_INFLATION_PCT),
      }
    : blankValues();

type TabFormProps = { activeIndex: 0 | 1; initial: GoalFormValues; onCalculate: (goal: GoalDetails) => void };

function GoalTabForm({ activeIndex, initial, onCalculate }: TabFormProps) {
  const isToday = activeIndex === 1;
  const schema = useMemo(() => buildGoalFormSchema(activeIndex), [activeIndex]);
  const form = useForm({
    resolver: contractResolver(schema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const id = (name: keyof GoalFormValues) => `lg-goal-${name}`;
  const { text } = textFieldsOf(form, 'lg-goal', { autoComplete: 'off', className: 'w-full' });

  return (
    <form noValidate className="lg-dialog-form" onSubmit={form.handleSubmit(onCalculate)}>
      <div className="lg-grid">
        {text('description', 'Description')}
        {text('amountNeeded', isToday ? "Equivalent Today's Value" : 'Target Future Value', {
          hint: 'S$',
          inputMode: 'decimal',
        })}
        {text('yearsToAchieve', 'Time Horizon', { hint: 'years', inputMode: 'numeric' })}
        {isToday ? (
          <FormField id={id('inflationRate')} label="Inflation Rate" error={errors.inflationRate?.message}>
            <Controller
              control={form.control}
              name="inflationRate"
              render={({ field }) => (
                <select
                  {...fieldA11y(id('inflationRate'), errors.inflationRate?.message)}
                  name={field.name}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  className="p-inputtext p-component w-full lg-select"
                >
                  <option value="">Select</option>
                  {INFLATION_CHOICES_PCT.map((pct) => (
                    <option key={pct} value={String(pct)}>
                      {pct}%
                    </option>
                  ))}
                </select>
              )}
            />
          </FormField>
        ) : null}
      </div>
      <div className="lg-actions lg-actions-end">
        <Button type="button" label="Reset" outlined onClick={() => form.reset(blankValues())} />
        <Button type="submit" label="Calculate" icon="pi pi-calculator" />
      </div>
    </form>
  );
}

/** spec 002 §2 and §5: the goal form's two tabs; switching tab resets the form. */
export function GoalForm({
  initial,
  onCalculate,
}: {
  initial: GoalDetails | null;
  onCalculate: (g: GoalDetails) => void;
}) {
  const [activeIndex, setActiveIndex] = useState<0 | 1>(initial?.activeIndex ?? 0);
  const [isInitialTab, setIsInitialTab] = useState(true);
  return (
    <TabView
      activeIndex={activeIndex}
      onTabChange={(e) => {
        setActiveIndex(e.index === 1 ? 1 : 0);
        setIsInitialTab(false);
      }}
    >
      {GOAL_TYPES.map((type, index) => (
        <TabPanel key={type} header={type}>
          {activeIndex === index ? (
            <GoalTabForm
              activeIndex={index === 1 ? 1 : 0}
              initial={isInitialTab ? valuesOf(initial) : blankValues()}
              onCalculate={onCalculate}
            />
          ) : null}
        </TabPanel>
      ))}
    </TabView>
  );
}
