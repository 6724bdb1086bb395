import type { Dependent } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { updatePlan, usePlan } from '../../../lib/life-goals-store';
import { focusById } from '../lib/focus';
import { DependentForm } from './dependent-form';
import { WideDialog } from './wide-dialog';

const ADD_ID = 'lg-add-dependent';

type Editing = { index: number | null } | null;

/** spec 002 §3 dependents: who relies on the insured, and for how many years. */
export function DependentsSection() {
  const { dependents } = usePlan();
  const [editing, setEditing] = useState<Editing>(null);

  const close = () => {
    setEditing(null);
    focusById(ADD_ID);
  };
  const save = (dependent: Dependent) => {
    updatePlan((plan) => {
      const list = [...plan.dependents];
      if (editing?.index === null || editing?.index === undefined) list.push(dependent);
      else list[editing.index] = dependent;
      return { ...plan, dependents: list };
    });
    close();
  };
  const remove = (index: number) => {
    updatePlan((plan) => ({ ...plan, dependents: plan.dependents.filter((_, i) => i !== index) }));
    focusById(ADD_ID);
  };
  const current = editing?.index === null || editing === null ? null : (dependents[editing.index] ?? null);

  return (
    <section className="lg-section" aria-labelledby="lg-dependents-title">
      <h2 id="lg-dependents-title" className="lg-section-title">
        Dependents
      </h2>
      {dependents.length === 0 ? (
        <p className="muted">No dependents yet.</p>
      ) : (
        <ul className="lg-card-list" aria-label="Dependents">
          {dependents.map((d, index) => (
            <li key={`${d.name}-${index}`} className="lg-card-item">
              <div className="lg-card-main">
                <strong>{d.name}</strong>
                <span className="muted">
                  {d.relationship}, {d.gender}, age {d.age}, {d.yearsToSupport} years to support
                  {d.remarks ? ` · ${d.remarks}` : ''}
                </span>
              </div>
              <span className="lg-card-buttons">
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  text
                  aria-label={`Edit ${d.name}`}
                  onClick={() => setEditing({ index })}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={`Remove ${d.name}`}
                  onClick={() => remove(index)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button
        id={ADD_ID}
        type="button"
        label="Add Dependent"
        icon="pi pi-plus"
        outlined
        onClick={() => setEditing({ index: null })}
      />
      <WideDialog
        header={current ? 'Edit Dependent' : 'Add Dependent'}
        visible={editing !== null}
        onHide={close}
      >
        {editing !== null ? <DependentForm initial={current} onSave={save} onCancel={close} /> : null}
      </WideDialog>
    </section>
  );
}
