import './display-settings-panel.css';
import {
  COMPARISON_MESSAGES,
  displaySettingSchema,
  type BuiltComparisonType,
  type OverviewReply,
} from '@portal/contracts';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '../../../lib/form-resolver';
import { notify } from '../../../lib/notify';
import { useSaveDisplaySetting } from '../api/comparison-queries';

type Props = {
  type: BuiltComparisonType;
  overview: OverviewReply | undefined;
  onSaved: () => void;
  /** Each new value opens the panel for editing, scrolled into view, focus on the first insurer. */
  openRequest?: number;
};

/** The panel's part of the display setting; the page's comparison type is added when it is sent. */
const insurersSchema = displaySettingSchema.pick({ onlyDisplayInsurers: true });

/** spec 000 §5.6 and spec 001 §2: which insurers this adviser sees for this type; view <-> edit. */
export function DisplaySettingsPanel({ type, overview, onSaved, openRequest = 0 }: Props) {
  const all = overview?.insurers.map((i) => i.name) ?? [];
  const shown = overview && overview.onlyDisplayInsurers.length > 0 ? overview.onlyDisplayInsurers : all;
  const [isEditing, setIsEditing] = useState(false);
  const form = useForm({
    resolver: contractResolver(insurersSchema),
    defaultValues: { onlyDisplayInsurers: [] },
  });
  const ticked = useWatch({ control: form.control, name: 'onlyDisplayInsurers' });
  const error = form.formState.errors.onlyDisplayInsurers?.message;
  const startEditing = () => {
    form.reset({ onlyDisplayInsurers: shown });
    setIsEditing(true);
  };
  const stopEditing = () => {
    setIsEditing(false);
    form.clearErrors();
  };
  const mutation = useSaveDisplaySetting(type, {
    onSaved: () => {
      notify({ severity: 'success', text: COMPARISON_MESSAGES.displaySettingsSaved });
      setIsEditing(false);
    },
    onRefreshed: onSaved,
    onFailed: () => notify({ severity: 'error', text: COMPARISON_MESSAGES.displaySettingsFailed }),
  });
  const panelRef = useRef<HTMLElement>(null);
  const isFocusPending = useRef(false);
  // Issue 9: "change in display settings" under the results opens this panel.
  useEffect(() => {
    if (openRequest === 0 || !overview) return;
    isFocusPending.current = true;
    if (!isEditing) startEditing();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request opens the panel
  }, [openRequest]);
  useEffect(() => {
    if (!isEditing || !isFocusPending.current) return;
    isFocusPending.current = false;
    panelRef.current?.scrollIntoView({ block: 'center' });
    panelRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  }, [isEditing, openRequest]);
  const save = form.handleSubmit(({ onlyDisplayInsurers }) =>
    mutation.mutate({ comparisonType: type, onlyDisplayInsurers }),
  );

  return (
    <section className="insurer-panel" aria-label="Insurers" ref={panelRef}>
      <div className="insurer-panel-head">
        <h3>Insurers</h3>
        {isEditing ? null : (
          <Button
            type="button"
            label="Edit Insurers"
            icon="pi pi-sliders-h"
            size="small"
            text
            // Before the insurers arrive there is nothing to tick: editing then would save a list of none.
            disabled={!overview}
            onClick={startEditing}
          />
        )}
      </div>
      {error ? (
        <small className="p-error" role="alert">
          {error}
        </small>
      ) : null}
      <ul className="insurer-list">
        {all.map((name) => (
          <li key={name}>
            {isEditing ? (
              <>
                <Checkbox
                  inputId={`insurer-${name}`}
                  checked={ticked.includes(name)}
                  // From the form's latest value, not this render's: two quick clicks must both count.
                  onChange={(e) => {
                    const rest = form.getValues('onlyDisplayInsurers').filter((n) => n !== name);
                    form.setValue('onlyDisplayInsurers', e.checked ? [...rest, name] : rest);
                  }}
                />
                <label htmlFor={`insurer-${name}`}>{name}</label>
              </>
            ) : (
              <span className={shown.includes(name) ? '' : 'muted insurer-off'}>
                <i className={`pi ${shown.includes(name) ? 'pi-check-circle' : 'pi-circle'}`} aria-hidden />{' '}
                {name}
              </span>
            )}
          </li>
        ))}
      </ul>
      {isEditing ? (
        <div className="form-actions">
          <Button
            type="button"
            label="Save"
            icon="pi pi-save"
            size="small"
            loading={mutation.isPending}
            onClick={(event) => void save(event)}
          />
          <Button type="button" label="Cancel" size="small" text onClick={stopEditing} />
        </div>
      ) : null}
    </section>
  );
}
