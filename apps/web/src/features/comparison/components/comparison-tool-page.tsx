import {
  COMPARISON_MESSAGES,
  type BuiltComparisonType,
  type DatasetInfo,
  type Insured,
  type ProductInfo,
  type SearchOutcome,
} from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { z } from 'zod';
import { InsuredBanner } from '../../../components/insured-banner';
import { ResultsTable, type ResultColumn } from '../../../components/results-table';
import { RowDetailPanel, type DetailLayout } from '../../../components/row-detail-panel';
import { UploadOnlineButton } from '../../../components/upload-online-dialog';
import { insuredDetailsPathFrom, useInsured } from '../../../lib/insured-store';
import { notifyStickyError } from '../../../lib/notify';
import { getSession } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fetchOverview, overviewQueryKey, postComparison } from '../api/comparison-api';
import { DisplaySettingsPanel } from './display-settings-panel';
import { buildExportHeader } from './export-header';
import { SearchOutcomeNotice } from './search-outcome-notice';

export type FormErrors = Record<string, string>;
export type FormApi<V> = {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  errors: FormErrors;
  isLocked: boolean;
};

export type ToolDefinition<V, R, Row extends { uniqueID: string; insurer: string; planName: string }> = {
  type: BuiltComparisonType;
  defaults: V;
  bodySchema: z.ZodType;
  replySchema: z.ZodType<R>;
  toBody: (values: V, insured: Insured) => unknown;
  rowsOf: (reply: R) => Row[];
  infosOf: (reply: R) => ProductInfo[];
  datasetOf: (reply: R) => DatasetInfo | null;
  /** Issue 9: why nothing was found, and what the display settings hid. */
  outcomeOf: (reply: R) => SearchOutcome | undefined;
  columns: readonly ResultColumn<Row>[];
  renderForm: (form: FormApi<V>) => ReactNode;
  overview: ReactNode;
  detailLayout?: DetailLayout;
  /** Shown under the table (Maternity's matrices and note). */
  renderExtra?: (reply: R) => ReactNode;
  /** A reason the insured cannot be searched for, e.g. Maternity's gender rule; blocks Search. */
  blockFor?: (insured: Insured) => ReactNode | null;
  /** spec 001 §4: Long Term Care re-runs the last search when the insured changes. */
  rerunsOnInsuredChange?: boolean;
};

/** Issue 9: Search, hiding the last row and View All move focus here, never to the body. */
const RESULTS_HEADING_ID = 'results-heading';

function readLastSearch<V>(key: string): V | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as V | null;
  } catch {
    return null;
  }
}

/** Maps a body schema's issues to the form's fields: the last path segment names the field. */
function errorsOf(schema: z.ZodType, body: unknown): FormErrors | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path.at(-1) ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** spec 001 §2 and §4: the shared screen. Search validates, submits and locks; Edit reopens; Reset clears. */
export function ToolComparisonPage<
  V,
  R,
  Row extends { uniqueID: string; insurer: string; planName: string },
>({ title, tool }: { title: string; tool: ToolDefinition<V, R, Row> }) {
  const insured = useInsured();
  const { pathname } = useLocation();
  const lastSearchKey = `${STORAGE_KEYS.lastComparisonSearch}${tool.type}`;
  const [values, setValues] = useState<V>(() => readLastSearch<V>(lastSearchKey) ?? tool.defaults);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isLocked, setIsLocked] = useState(false);
  const [reply, setReply] = useState<R | null>(null);
  const isFocusPending = useRef(false);
  // Each press of "change in display settings" opens the insurer panel for editing.
  const [displaySettingsRequest, setDisplaySettingsRequest] = useState(0);
  const overview = useQuery({
    queryKey: overviewQueryKey(tool.type),
    queryFn: () => fetchOverview(tool.type),
  });
  const search = useMutation({
    mutationFn: (body: unknown) => postComparison(tool.type, body, tool.replySchema),
    onSuccess: (data) => setReply(data),
    onError: (error) => {
      isFocusPending.current = false;
      setIsLocked(false);
      notifyStickyError(
        error instanceof Error && error.name === 'ZodError'
          ? COMPARISON_MESSAGES.invalidReply
          : COMPARISON_MESSAGES.backendDown,
      );
    },
  });
  useEffect(() => {
    // After the adviser's Search the button it pressed is gone (Edit replaces it): the results take focus.
    if (!reply || !isFocusPending.current) return;
    isFocusPending.current = false;
    document.getElementById(RESULTS_HEADING_ID)?.focus();
  }, [reply]);
  const runSearch = (current: V, who: Insured) => {
    const body = tool.toBody(current, who);
    const found = errorsOf(tool.bodySchema, body);
    setErrors(found ?? {});
    if (found) {
      isFocusPending.current = false;
      return;
    }
    setIsLocked(true);
    if (tool.rerunsOnInsuredChange) sessionStorage.setItem(lastSearchKey, JSON.stringify(current));
    search.mutate(body);
  };
  // spec 001 §4: Long Term Care recomputes for a new insured, also when the adviser comes back to it
  // after changing the insured on the insured details page.
  const insuredKey = insured ? JSON.stringify(insured) : '';
  const lastInsuredKey = useRef<string | null>(null);
  useEffect(() => {
    const isFirstRender = lastInsuredKey.current === null;
    if (insuredKey === lastInsuredKey.current) return;
    lastInsuredKey.current = insuredKey;
    const hasSearched = isFirstRender ? readLastSearch<V>(lastSearchKey) !== null : isLocked;
    if (tool.rerunsOnInsuredChange && insured && hasSearched) runSearch(values, insured);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of insured re-runs (spec 001 §4)
  }, [insuredKey]);

  if (!insured) return <Navigate to={insuredDetailsPathFrom(pathname)} replace />;
  const block = tool.blockFor?.(insured) ?? null;
  const form: FormApi<V> = {
    values,
    errors,
    isLocked,
    set: (key, value) => setValues((v) => ({ ...v, [key]: value })),
  };
  const infos = reply ? tool.infosOf(reply) : [];
  const infoByKey = new Map(infos.map((i) => [`${i.insurer.trim()}|${i.planName.trim()}`, i]));
  const dataset = reply ? tool.datasetOf(reply) : (overview.data?.dataset ?? null);

  return (
    <div className="comparison-page">
      <InsuredBanner insured={insured} />
      {search.isPending ? (
        <div className="loading-overlay" role="status" aria-label="Loading">
          <ProgressSpinner />
        </div>
      ) : null}
      {reply && isLocked ? (
        <Card
          title={
            <h2 className="card-title" id={RESULTS_HEADING_ID} tabIndex={-1}>
              Results
            </h2>
          }
          className="results-card"
        >
          {dataset?.isSample ? <p className="sample-notice">{COMPARISON_MESSAGES.sampleData}</p> : null}
          <SearchOutcomeNotice
            outcome={tool.outcomeOf(reply)}
            onOpenDisplaySettings={() => setDisplaySettingsRequest((n) => n + 1)}
          />
          <ResultsTable
            rows={tool.rowsOf(reply)}
            columns={tool.columns}
            exportName={title.replace(/\s+/g, '-')}
            exportHeader={buildExportHeader({
              tool: title,
              insured,
              body: tool.toBody(values, insured),
              dataset,
              adviser: getSession()?.userDetails ?? null,
            })}
            headingId={RESULTS_HEADING_ID}
            notice={
              dataset
                ? `Premium updated ${dataset.effectiveDate.split('-').reverse().join('/')}${dataset.isSample ? ' · sample data' : ''}`
                : null
            }
            renderUpload={(ignoreList, disabledReason) => (
              <UploadOnlineButton
                disabledReason={disabledReason}
                source={{
                  type: tool.type,
                  query: tool.toBody(values, insured) as Record<string, unknown>,
                  insured,
                  ignoreList,
                  allowedInsurers: overview.data?.onlyDisplayInsurers ?? [],
                }}
              />
            )}
            expansion={(row) => (
              <RowDetailPanel
                info={infoByKey.get(`${row.insurer.trim()}|${row.planName.trim()}`)}
                layout={tool.detailLayout}
                fallbackTitle={`${row.insurer} ${row.planName}`}
              />
            )}
          />
          {tool.renderExtra?.(reply)}
        </Card>
      ) : null}
      <div className="comparison-columns">
        <Card title={<h1 className="page-title">{title}</h1>} className="criteria-card">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (block) return;
              isFocusPending.current = true;
              runSearch(values, insured);
            }}
          >
            <fieldset disabled={isLocked} className="criteria-fieldset">
              {tool.renderForm(form)}
            </fieldset>
            <div className="form-actions">
              {/* distinct keys: reusing the clicked Edit button as the submit button would submit mid-click */}
              {isLocked ? (
                <Button
                  key="edit"
                  type="button"
                  label="Edit"
                  icon="pi pi-pencil"
                  onClick={() => setIsLocked(false)}
                />
              ) : (
                <Button
                  key="search"
                  type="submit"
                  label="Search"
                  icon="pi pi-search"
                  disabled={Boolean(block)}
                  loading={search.isPending}
                />
              )}
              {isLocked || reply ? (
                <Button
                  type="button"
                  label="Reset"
                  icon="pi pi-refresh"
                  outlined
                  onClick={() => {
                    setValues(tool.defaults);
                    sessionStorage.removeItem(lastSearchKey);
                    setErrors({});
                    setReply(null);
                    setIsLocked(false);
                  }}
                />
              ) : null}
            </div>
          </form>
          {block}
        </Card>
        <div className="comparison-side">
          <Card className="info-card">{tool.overview}</Card>
          <Card className="info-card">
            <DisplaySettingsPanel
              type={tool.type}
              overview={overview.data}
              openRequest={displaySettingsRequest}
              onSaved={() => isLocked && runSearch(values, insured)}
            />
          </Card>
        </div>
      </div>
    </div>
  );
}
