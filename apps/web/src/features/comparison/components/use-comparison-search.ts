import type { Insured } from '@portal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { contractBodyResolver } from '../../../lib/form-resolver';
import { focusWhenShown } from '../../../lib/focus-when-shown';
import { readAdviserItem, removeAdviserItem, writeAdviserItem } from '../../../lib/adviser-storage';
import { STORAGE_KEYS } from '../../../lib/storage';
import type { StrategyHook } from './search-common';
import type { SearchStrategy, ToolDefinition, ToolReply, ToolRow } from './tool-definition';
import { useLoadOnceSearch } from './use-load-once-search';
import { useServerSearch } from './use-server-search';

/** Issue 9: Search, hiding the last row and View All move focus here, never to the body. */
export const RESULTS_HEADING_ID = 'results-heading';

function focusResultsHeading(): boolean {
  const heading = document.getElementById(RESULTS_HEADING_ID);
  heading?.focus();
  return heading !== null && document.activeElement === heading;
}

/**
 * Issue 34: after the frame that draws the results (in which the criteria keep their place on screen,
 * comparison-tool-page), so that moving to the results is a scroll of its own, not a layout shift. Results
 * that arrive before the results' code (a chunk of its own) show, and take focus, once it is there.
 */
function focusResultsHeadingAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(() => focusWhenShown(focusResultsHeading), 0));
}

function readLastSearch<V>(key: string): V | null {
  try {
    return JSON.parse(readAdviserItem(sessionStorage, key) ?? 'null') as V | null;
  } catch {
    return null;
  }
}

/** Issue 31: what Change Insured leaves behind: the criteria as typed, and whether a search was made. */
type Draft<V> = { values: V; hasSearched: boolean };

function readDraft<V>(key: string): Draft<V> | null {
  const draft = readLastSearch<Partial<Draft<V>>>(key);
  return draft && typeof draft.values === 'object' && draft.values !== null
    ? { values: draft.values, hasSearched: draft.hasSearched === true }
    : null;
}

/** The strategy's hook; a tool's strategy never changes, so each render calls the same hook. */
const STRATEGY_HOOKS: Record<SearchStrategy<never>['kind'], StrategyHook> = {
  server: useServerSearch,
  browser: useServerSearch,
  loadOnce: useLoadOnceSearch,
};

/** spec 001 §4: Long Term Care and the load-once tools search again, with the last criteria, for a new insured. */
const rerunsForNewInsured = <R>(strategy: SearchStrategy<R>) =>
  strategy.kind === 'loadOnce' || (strategy.kind === 'server' && strategy.rerunsOnInsuredChange === true);

/**
 * spec 001 §2 and §4: the criteria form and its search. Search validates with the contract body schema,
 * submits and locks; Edit reopens; Reset clears. How Search finds the plans is the tool's strategy
 * (use-server-search, use-load-once-search). Long Term Care keeps its last criteria and re-runs them for
 * a new insured; every tool does when the adviser comes back to it from Change Insured.
 */
export function useComparisonSearch<V extends FieldValues, R extends ToolReply, Row extends ToolRow>(
  tool: ToolDefinition<V, R, Row>,
  insured: Insured | null,
  onlyDisplayInsurers: readonly string[] = [],
  /** Issue 31: the adviser comes back from Change Insured; the last search runs again for the new one. */
  isInsuredChanged = false,
) {
  const { registry } = tool;
  const lastSearchKey = `${STORAGE_KEYS.lastComparisonSearch}${registry.type}`;
  const draftKey = `${STORAGE_KEYS.comparisonDraft}${registry.type}`;
  // Issue 31: back from Change Insured, the criteria come back as they were typed, searched or not.
  const [draft] = useState(() => (isInsuredChanged ? readDraft<V>(draftKey) : null));
  useEffect(() => {
    if (isInsuredChanged) removeAdviserItem(sessionStorage, draftKey);
  }, [isInsuredChanged, draftKey]);
  const [keepsLastSearch] = useState(() => rerunsForNewInsured(tool.search) || isInsuredChanged);
  const resolver = useMemo(
    () => contractBodyResolver(registry.bodySchema, (v: V, c: Insured) => tool.toBody(v, c), tool.fieldOf),
    [registry.bodySchema, tool],
  );
  // Read once: the criteria as typed when Change Insured left the tool, the last criteria of a tool that
  // re-runs them (Long Term Care, a load-once tool, any tool back from Change Insured), or the tool's
  // defaults.
  const [defaultValues] = useState(
    () => draft?.values ?? (keepsLastSearch ? readLastSearch<V>(lastSearchKey) : null) ?? tool.defaults,
  );
  const form = useForm<V, Insured, unknown>({
    resolver,
    context: insured ?? undefined,
    defaultValues: defaultValues as DefaultValues<V>,
    // The messages change when the adviser presses Search again, as before (spec 001 §5).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [isLocked, setIsLocked] = useState(false);
  const isFocusPending = useRef(false);
  const useStrategySearch = STRATEGY_HOOKS[tool.search.kind];
  const strategy = useStrategySearch(tool, insured, {
    onlyDisplayInsurers,
    onFailed: () => {
      isFocusPending.current = false;
      setIsLocked(false);
    },
  });
  useEffect(() => {
    // After the adviser's Search the button it pressed is gone (Edit replaces it): the results take focus.
    if (!strategy.searched || !isFocusPending.current) return;
    isFocusPending.current = false;
    focusResultsHeadingAfterPaint();
  }, [strategy.searched]);

  const runSearch = (who: Insured) =>
    form.handleSubmit(
      (_parsed, _event) => {
        const values = form.getValues();
        setIsLocked(true);
        // Every tool keeps its last search for this tab, so Change Insured can bring it back (issue 31).
        writeAdviserItem(sessionStorage, lastSearchKey, JSON.stringify(values));
        strategy.run(values, who);
      },
      () => {
        isFocusPending.current = false;
      },
    )();

  // spec 001 §4: Long Term Care recomputes for a new insured, also when the adviser comes back to it
  // after changing the insured on the insured details page.
  const insuredKey = insured ? JSON.stringify(insured) : '';
  const lastInsuredKey = useRef<string | null>(null);
  useEffect(() => {
    const isFirstRender = lastInsuredKey.current === null;
    if (insuredKey === lastInsuredKey.current) return;
    lastInsuredKey.current = insuredKey;
    const hasSearched = isFirstRender
      ? (draft?.hasSearched ?? readLastSearch<V>(lastSearchKey) !== null)
      : isLocked;
    // Issue 11: a load-once tool re-applies its last search to the plans loaded for the new insured.
    // Issue 31: any tool the adviser returns to from Change Insured searches again on arrival, with the
    // criteria as they were typed, when a search had been made there; a tool not searched yet waits.
    const reruns = isFirstRender ? keepsLastSearch : rerunsForNewInsured(tool.search);
    if (reruns && insured && hasSearched) void runSearch(insured);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of insured re-runs (spec 001 §4)
  }, [insuredKey]);

  const hasSearched = strategy.searched !== null;
  return {
    form,
    isLocked,
    isSearching: strategy.isSearching,
    /** spec 001 §4: a load-once tool's plans are still on their way. */
    isLoadingData: strategy.isLoadingData,
    /** Shown while the criteria stay locked; Edit hides the results until the next Search. */
    searched: isLocked ? strategy.searched : null,
    hasSearched,
    /** Issue 31: Change Insured is leaving: keep the criteria as typed and whether a search was made. */
    keepDraft: () => {
      const kept: Draft<V> = { values: form.getValues(), hasSearched: isLocked || hasSearched };
      writeAdviserItem(sessionStorage, draftKey, JSON.stringify(kept));
    },
    /** The adviser's Search: the results heading takes focus when they arrive. */
    submit: (who: Insured) => {
      isFocusPending.current = true;
      void runSearch(who);
    },
    /** The display settings changed: a locked search runs again. */
    refresh: (who: Insured) => {
      if (isLocked) void runSearch(who);
    },
    /** Issue 33: the rate toggle of a tool that answers one rate a reply: the search runs at it. */
    searchAtRate: (who: Insured, at: string) => strategy.searchAtRate(form.getValues(), who, at, isLocked),
    edit: () => setIsLocked(false),
    reset: () => {
      form.reset(tool.defaults);
      removeAdviserItem(sessionStorage, lastSearchKey);
      strategy.clear();
      setIsLocked(false);
    },
  };
}
