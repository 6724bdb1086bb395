import './display-settings-panel.css';
import { COMPARISON_MESSAGES, type BuiltComparisonType, type OverviewReply } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { overviewQueryKey, saveDisplaySetting } from '../api/comparison-api';

type Props = {
  type: BuiltComparisonType;
  overview: OverviewReply | undefined;
  onSaved: () => void;
  /** Each new value opens the panel for editing, scrolled into view, focus on the first insurer. */
  openRequest?: number;
};

/** spec 000 §5.6 and spec 001 §2: which insurers this adviser sees for this type; view <-> edit. */
export function DisplaySettingsPanel({ type, overview, onSaved, openRequest = 0 }: Props) {
  const queryClient = useQueryClient();
  const all = overview?.insurers.map((i) => i.name) ?? [];
  const shown = overview && overview.onlyDisplayInsurers.length > 0 ? overview.onlyDisplayInsurers : all;
  const [draft, setDraft] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: saveDisplaySetting,
    onSuccess: async () => {
      notify({ severity: 'success', text: COMPARISON_MESSAGES.displaySettingsSaved });
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: overviewQueryKey(type) });
      onSaved();
    },
    onError: () => notify({ severity: 'error', text: COMPARISON_MESSAGES.displaySettingsFailed }),
  });
  const panelRef = useRef<HTMLElement>(null);
  const isFocusPending = useRef(false);
  // Issue 9: "change in display settings" under the results opens this panel.
  useEffect(() => {
    if (openRequest === 0 || !overview) return;
    isFocusPending.current = true;
    setDraft((current) => current ?? shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request opens the panel
  }, [openRequest]);
  useEffect(() => {
    if (!draft || !isFocusPending.current) return;
    isFocusPending.current = false;
    panelRef.current?.scrollIntoView({ block: 'center' });
    panelRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  }, [draft, openRequest]);
  const save = () => {
    if (!draft || draft.length === 0) return setError(COMPARISON_MESSAGES.atLeastOneInsurer);
    setError(null);
    mutation.mutate({ comparisonType: type, onlyDisplayInsurers: draft });
  };

  return (
    <section className="insurer-panel" aria-label="Insurers" ref={panelRef}>
      <div className="insurer-panel-head">
        <h3>Insurers</h3>
        {draft ? null : (
          <Button
            type="button"
            label="Edit Insurers"
            icon="pi pi-sliders-h"
            size="small"
            text
            // Before the insurers arrive there is nothing to tick: editing then would save a list of none.
            disabled={!overview}
            onClick={() => setDraft(shown)}
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
            {draft ? (
              <>
                <Checkbox
                  inputId={`insurer-${name}`}
                  checked={draft.includes(name)}
                  // From the latest draft, not this render's: two quick clicks must both count.
                  onChange={(e) =>
                    setDraft((current) => {
                      const rest = (current ?? []).filter((n) => n !== name);
                      return e.checked ? [...rest, name] : rest;
                    })
                  }
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
      {draft ? (
        <div className="form-actions">
          <Button
            type="button"
            label="Save"
            icon="pi pi-save"
            size="small"
            loading={mutation.isPending}
            onClick={save}
          />
          <Button
            type="button"
            label="Cancel"
            size="small"
            text
            onClick={() => {
              setDraft(null);
              setError(null);
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
