import { Button } from 'primereact/button';
import './value-series.css';
// The page's own layout (banner, columns, criteria); the results' code, which imports it too, is lazy.
import '../../../components/comparison.css';
import { Card } from 'primereact/card';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router';
import { InsuredBanner } from '../../../components/insured-banner';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { insuredDetailsPathFrom, isInsuredChangedState, useInsured } from '../../../lib/insured-store';
import { useOverview } from '../api/comparison-queries';
import { CriteriaCard } from './criteria-card';
import { DisplaySettingsPanel } from './display-settings-panel';
import { eligibilityBlockFor } from './eligibility-notice';
import { searchAnnouncementOf } from './search-outcome-notice';
import type { IllustrationRates, ToolDefinition, ToolReply, ToolRow } from './tool-definition';
import type { Searched } from './search-common';
import { useComparisonSearch } from './use-comparison-search';

function withRate<R>(
  narrow: IllustrationRates<R>['narrow'],
  searched: Searched<R>,
  illustrationRate: string,
): Searched<R> {
  const body = { ...(searched.body as Record<string, unknown>), illustrationRate };
  return { body, reply: narrow ? narrow(searched.reply, body) : searched.reply };
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

type ResultsCardModule = typeof import('./results-card');
let resultsCardModule: ResultsCardModule | undefined;
let loadingResultsCard: Promise<ResultsCardModule> | undefined;

/** For a test that holds the results' code back: this module keeps it once loaded (web tests share modules). */
export function forgetResultsCardForTests(): void {
  resultsCardModule = undefined;
  loadingResultsCard = undefined;
}

/**
 * Issue 34 (ADR 0042): the results' code (the table, its library and the exports' code) is a chunk of its
 * own, asked for once the page has been drawn (the next task after its first frame; after a reload, once
 * the browser has shown the page's content, lib/after-first-paint.ts), not before the criteria can be
 * drawn. Results that arrive before it wait for it: they show once it is there.
 */
function useResultsCard(): ResultsCardModule['ResultsCard'] | undefined {
  const [loaded, setLoaded] = useState(resultsCardModule);
  useEffect(() => {
    if (loaded) return;
    let isCurrent = true;
    let frame = 0;
    void afterFirstPaint().then(() => {
      if (!isCurrent) return;
      frame = requestAnimationFrame(() =>
        setTimeout(() => {
          loadingResultsCard ??= import('./results-card').then((module) => (resultsCardModule = module));
          void loadingResultsCard.then((module) => isCurrent && setLoaded(module));
        }, 0),
      );
    });
    return () => {
      isCurrent = false;
      cancelAnimationFrame(frame);
    };
  }, [loaded]);
  return loaded?.ResultsCard;
}

/**
 * Issue 34: the results show above the criteria, and pushed them down the screen when they arrived (a
 * layout shift of 0.79 on a phone). The criteria stay where the adviser pressed Search: the page scrolls
 * by what was put above them, before that frame is drawn; focus then takes the adviser to the results
 * (use-comparison-search), a scroll of its own. Returns the ref for the criteria and the function Search
 * calls first.
 */
function useCriteriaKeptInPlace(searched: unknown) {
  const columns = useRef<HTMLDivElement>(null);
  const topAtSearch = useRef<number | null>(null);
  useLayoutEffect(() => {
    const before = topAtSearch.current;
    topAtSearch.current = null;
    if (!searched || before === null || !columns.current) return;
    const moved = columns.current.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy(0, moved);
  }, [searched]);
  const noteWhereCriteriaAre = () => {
    topAtSearch.current = columns.current?.getBoundingClientRect().top ?? null;
  };
  return { columns, noteWhereCriteriaAre };
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
  const overview = useOverview(registry.type);
  const search = useComparisonSearch(
    tool,
    insured,
    overview.data?.onlyDisplayInsurers,
    isInsuredChangedState(state),
  );
  const values = useWatch({ control: search.form.control }) as V;
  const ResultsCard = useResultsCard();
  // The results on screen: none until their code is there.
  const shownSearched = ResultsCard ? search.searched : null;
  const criteriaInPlace = useCriteriaKeptInPlace(shownSearched);
  // Issue 34 (ADR 0042): the fields follow the form themselves (useController); the page's own renders
  // (every change of a value, and the form's first "ready" render, in the same task as the page's first
  // commit) leave them alone.
  const { Criteria } = tool;
  const { control } = search.form;
  const criteria = useMemo(
    () => <Criteria control={control} isLocked={search.isLocked} />,
    [Criteria, control, search.isLocked],
  );

  if (!insured) return <Navigate to={insuredDetailsPathFrom(pathname)} replace />;
  const rates = tool.illustrationRates?.rates;
  const narrow = tool.illustrationRates?.narrow;
  // Issue 33: a reply of one rate (nothing to narrow) was asked at the rate its body names.
  const searchedRate = (search.searched?.body as { illustrationRate?: string } | undefined)?.illustrationRate;
  const rate = (narrow ? illustrationRate : searchedRate) ?? rates?.[0] ?? '';
  // Issue 11: the rate shown narrows the reply, and the body Upload Online publishes carries it.
  const searched = shownSearched && rates ? withRate(narrow, shownSearched, rate) : shownSearched;
  const dataset = searched ? searched.reply.dataset : (overview.data?.dataset ?? null);
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
      {searched && ResultsCard ? (
        <ResultsCard
          title={title}
          tool={registry}
          slots={tool.slots}
          toolbar={
            rates ? (
              <RateToggle
                rates={rates}
                rate={rate}
                onRate={(r) => (narrow ? setIllustrationRate(r) : search.searchAtRate(insured, r))}
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
      <div className="comparison-columns" ref={criteriaInPlace.columns}>
        <CriteriaCard
          title={title}
          isLocked={search.isLocked}
          isSearching={search.isSearching}
          searchLabel={tool.searchLabel?.(values) ?? 'Search'}
          canReset={search.isLocked || search.hasSearched}
          block={eligibilityBlockFor(registry.eligibility, insured)}
          isLoadingData={search.isLoadingData}
          onSearch={() => {
            criteriaInPlace.noteWhereCriteriaAre();
            search.submit(insured);
          }}
          onEdit={search.edit}
          onReset={search.reset}
        >
          {criteria}
        </CriteriaCard>
        <div className="comparison-side">
          <Card className="info-card">{tool.overview}</Card>
          {tool.slots?.sideCards}
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
