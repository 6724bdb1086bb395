import { Button } from 'primereact/button';
import { useRef, type ChangeEvent } from 'react';
import { readPlan, writePlan } from '../../../lib/life-goals-store';
import { notify } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-file';
import {
  buildPlanFile,
  parsePlanFile,
  PLAN_FILE_MAX_BYTES,
  PLAN_FILE_MESSAGES as M,
  planFileName,
} from '../lib/plan-file';

/** Save the plan to a file on the adviser's device, and open one saved before. */
export function PlanFileActions({ onOpened }: { onOpened?: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);

  const exportPlan = () => {
    const plan = readPlan();
    if (!plan.insured) {
      notify({ severity: 'warn', text: M.nothingToExport });
      return;
    }
    const now = new Date();
    const json = JSON.stringify(buildPlanFile(plan, now), null, 2);
    saveBlob(new Blob([json], { type: 'application/json' }), planFileName(plan, now));
    notify({ severity: 'success', text: M.exported });
  };

  const importPlan = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > PLAN_FILE_MAX_BYTES) {
      notify({ severity: 'error', text: M.tooLarge });
      return;
    }
    const plan = parsePlanFile(await file.text());
    if (!plan) {
      notify({ severity: 'error', text: M.invalid });
      return;
    }
    writePlan(plan);
    notify({ severity: 'success', text: M.opened(plan.insured?.name ?? 'the client') });
    onOpened?.();
  };

  return (
    <div className="lg-actions">
      <Button type="button" label="Save Plan to File" icon="pi pi-download" outlined onClick={exportPlan} />
      <Button
        type="button"
        label="Open Plan File"
        icon="pi pi-upload"
        outlined
        onClick={() => inputRef.current?.click()}
      />
      <input
        ref={inputRef}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        aria-label="Plan file to open"
        tabIndex={-1}
        onChange={(e) => void importPlan(e)}
      />
    </div>
  );
}
