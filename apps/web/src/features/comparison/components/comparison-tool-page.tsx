import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import './value-series.css';
import { Card } from 'primereact/card';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useState } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router';
import { InsuredBanner } from '../../../components/insured-banner';
import { insuredDetailsPathFrom, isInsuredChangedState, useInsured } from '../../../lib/insured-store';
import { fetchOverview, overviewQueryKey } from '../api/comparison-api';
import { CriteriaCard } from './criteria-card';
import { DisplaySettingsPanel } from './display-settings-panel';
import { ResultsCard } from './results-card';
import { eligibilityBlockFor } from './eligibility-notice';
import { searchAnnouncementOf } from './search-outcome-notice';
import type { ToolDefinition, ToolReply, ToolRow } from './tool-definition';
import { useComparisonSearch, type Searched } from './use-comparison-search';

function withRate<V extends FieldValues, R extends ToolReply, Row extends ToolRow>(
  tool: ToolDefinition<V, R, Row>,
  searched: Searched<R>,
  illustrationRate: string,
): Searched<R> {
  const body = { ...(searched.body as Record<string, unknown>), illustrationRate };
  return { body, reply: tool.filterReply ? tool.filterReply(searched.reply, body) : searched.reply };
}

/** Issue 11: every figure at the LIA's 4.25 % or at 3.00 %, one pressed at a time. */
function RateToggle({
  rates,
  rate,
  onRate,
}: {
  rates: readonly string[];
  rate: string;
  onRate: (rate: string) => void;
}) {
  return (
    <div className="illustration-rate" role="group" aria-label="Illustration rate">
      <span className="muted">Illustrated at</span>
      {rates.map((r) => (
        <Button
          key={r}
          type="button"
          size="small"
          label={`${r}%`}
          outlined={r !== rate}
          aria-pressed={r === rate}
          onClick={() => onRate(r)}
        />
      ))}
    </div>
  );
}

/**
 * Issue 34: where the results will show, from the moment Search is pressed until they are there: a
 * results card's frame at least a screen tall. The criteria below move down once, as the adviser presses
 * Search, not when the results arrive (they pushed them down by the table's height, a layout shift of 0.79
 * on a phone); the results fill the frame, and anything they still push down is below the screen by then.
 */
function ResultsPlaceholder() {
  return (
    <Card className="results-card results-placeholder" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="results-placeholder-row" />
      ))}
    </Card>
  );
}

/** spec 001 §2 and §4: the shared screen: results above, the criteria and the tool's side cards below. */
export function ToolComparisonPage<V extends FieldValues, R extends ToolReply, Row extends ToolRow>({
  title,
  tool,
}: {
  title: string;
  tool: ToolDefinition<V, R, Row>;
}) {
  const { registry } = tool;
  const insured = useInsured();
  const { pathname, state } = useLocation();
  // Each press of "change in display settings" opens the insurer panel for editing.
  const [displaySettingsRequest, setDisplaySettingsRequest] = useState(0);
  const [illustrationRate, setIllustrationRate] = useState<string | undefined>(undefined);
  const overview = useQuery({
    queryKey: overviewQueryKey(registry.type),
    queryFn: () => fetchOverview(registry.type),
  });
  const search = useComparisonSearch(
    tool,
    insured,
    overview.data?.onlyDisplayInsurers,
    isInsuredChangedState(state),
  );
  const values = useWatch({ control: search.form.control }) as V;

  if (!insured) return <Navigate to={insuredDetailsPathFrom(pathname)} replace />;
  const rates = tool.illustrationRates;
  // Issue 11: the rate shown narrows the reply, and the body Upload Online publishes carries it.
  const searched =
    search.searched && rates
      ? withRate(tool, search.searched, illustrationRate ?? rates[0] ?? '')
      : search.searched;
  const dataset = searched ? searched.reply.dataset : (overview.data?.dataset ?? null);
  const { Criteria } = tool;
  const announcement =
    searched && !search.isSearching
      ? searchAnnouncementOf(registry.rowsOf(searched.reply).length, searched.reply.outcome)
      : '';

  return (
    <div className={`comparison-page tool-${registry.type}`}>
      <InsuredBanner insured={insured} onChangeInsured={search.keepDraft} />
      {/* Issue 17: always present, so the count or the reason is announced when it arrives. */}
      <p className="sr-only search-announcement" role="status" aria-live="polite">
        {announcement}
      </p>
      {search.isSearching ? (
        <div className="loading-overlay" role="status" aria-label="Loading">
          <ProgressSpinner aria-hidden="true" />
        </div>
      ) : null}
      {/* Issue 34: the first search's results take the place it holds from the press of Search on. */}
      {!searched && search.isSearching ? <ResultsPlaceholder /> : null}
      {searched ? (
        <ResultsCard
          title={title}
          tool={registry}
          renderExtra={tool.renderExtra}
          renderBeforeTable={tool.renderBeforeTable}
          renderRowExtra={tool.renderRowExtra}
          renderShownRows={tool.renderShownRows}
          toolbar={
            rates ? (
              <RateToggle
                rates={rates}
                rate={illustrationRate ?? rates[0] ?? ''}
                onRate={setIllustrationRate}
              />
            ) : null
          }
          insured={insured}
          searched={searched}
          dataset={dataset}
          allowedInsurers={overview.data?.onlyDisplayInsurers ?? []}
          onOpenDisplaySettings={() => setDisplaySettingsRequest((n) => n + 1)}
        />
      ) : null}
      <div className="comparison-columns">
        <CriteriaCard
          title={title}
          isLocked={search.isLocked}
          isSearching={search.isSearching}
          searchLabel={tool.searchLabel?.(values) ?? 'Search'}
          canReset={search.isLocked || search.hasSearched}
          block={eligibilityBlockFor(registry.eligibility, insured)}
          isLoadingData={search.isLoadingData}
          onSearch={() => search.submit(insured)}
          onEdit={search.edit}
          onReset={search.reset}
        >
          <Criteria control={search.form.control} isLocked={search.isLocked} />
        </CriteriaCard>
        <div className="comparison-side">
          <Card className="info-card">{tool.overview}</Card>
          {tool.sideCards}
          <Card className="info-card">
            <DisplaySettingsPanel
              type={registry.type}
              overview={overview.data}
              openRequest={displaySettingsRequest}
              onSaved={() => search.refresh(insured)}
            />
          </Card>
        </div>
      </div>
    </div>
  );
}
