import { COMPARISON_MESSAGES, type Insured } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { contractBodyResolver } from '../../../lib/form-resolver';
import { notifyStickyError } from '../../../lib/notify';
import { readAdviserItem, removeAdviserItem, writeAdviserItem } from '../../../lib/adviser-storage';
import { STORAGE_KEYS } from '../../../lib/storage';
import { postComparison } from '../api/comparison-api';
import type { ToolDefinition, ToolReply, ToolRow } from './tool-definition';

/** Issue 9: Search, hiding the last row and View All move focus here, never to the body. */
export const RESULTS_HEADING_ID = 'results-heading';

/**
 * Issue 34: after the frame that draws the results (in which the criteria keep their place on screen,
 * comparison-tool-page), so that moving to the results is a scroll of its own, not a layout shift.
 */
function focusResultsHeadingAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(() => document.getElementById(RESULTS_HEADING_ID)?.focus(), 0));
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

/** The reply on screen and the body that asked for it (the export header and Upload Online say it). */
export type Searched<R> = { reply: R; body: unknown };

/**
 * spec 001 §2 and §4: the criteria form and its search. Search validates with the contract body schema,
 * submits and locks; Edit reopens; Reset clears. Long Term Care keeps its last criteria and re-runs
 * them for a new insured; every tool does when the adviser comes back to it from Change Insured.
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
  const [keepsLastSearch] = useState(
    () => Boolean(tool.rerunsOnInsuredChange || tool.loadAllOnEntry) || isInsuredChanged,
  );
  const resolver = useMemo(
    () => contractBodyResolver(registry.bodySchema, (v: V, c: Insured) => tool.toBody(v, c), tool.fieldOf),
    [registry.bodySchema, tool],
  );
  // Read once: the criteria as typed when Change Insured left the tool, the last criteria of a tool that
  // re-runs them (Long Term Care, a load-on-entry tool, any tool back from Change Insured), or the
  // tool's defaults.
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
  const [searched, setSearched] = useState<Searched<R> | null>(null);
  const isFocusPending = useRef(false);
  // spec 001 §4 (issue 11): a load-on-entry tool reads every plan for the insured once; Search keeps
  // the form's values and filters what was loaded, for the insured of the moment.
  const { loadAllOnEntry, filterReply } = tool;
  const loadAll = useQuery({
    queryKey: ['comparison', 'all', registry.type, insured ? JSON.stringify(insured) : ''],
    queryFn: async () => {
      try {
        return await postComparison(registry.type, loadAllOnEntry!(insured!), registry.replySchema);
      } catch (error) {
        notifyStickyError(
          error instanceof Error && error.name === 'ZodError'
            ? COMPARISON_MESSAGES.invalidReply
            : COMPARISON_MESSAGES.backendDown,
        );
        throw error;
      }
    },
    enabled: Boolean(loadAllOnEntry && insured),
    staleTime: Infinity,
    retry: false,
  });
  // Issue 33: a tool whose reply holds one illustration rate (no `filterReply`: Whole Life, Universal
  // Life Index) asks again at the rate the toggle presses, and later searches keep it.
  const asksPerRate = Boolean(tool.illustrationRates && !filterReply);
  const [rate, setRate] = useState<string | null>(null);
  const bodyOf = (values: V, who: Insured, at = rate) => {
    const body = tool.toBody(values, who);
    return asksPerRate && at !== null ? { ...(body as object), illustrationRate: at } : body;
  };
  const [localValues, setLocalValues] = useState<V | null>(null);
  const localSearched = useMemo((): Searched<R> | null => {
    if (!loadAllOnEntry || !localValues || !loadAll.data || !insured) return null;
    const body = tool.toBody(localValues, insured) as Record<string, unknown>;
    return { body, reply: filterReply ? filterReply(loadAll.data, body) : loadAll.data };
  }, [loadAllOnEntry, filterReply, localValues, loadAll.data, insured, tool]);
  useEffect(() => {
    if (!localSearched || !isFocusPending.current) return;
    isFocusPending.current = false;
    focusResultsHeadingAfterPaint();
  }, [localSearched]);
  const search = useMutation({
    mutationFn: async (body: unknown) => ({
      body,
      // Issue 13: a Custom calculation is simulated in the browser, no call (spec 001 §7)
      reply: await (tool.localReply?.(body, { onlyDisplayInsurers }) ??
        postComparison(registry.type, body, registry.replySchema)),
    }),
    onSuccess: setSearched,
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
    if (!searched || !isFocusPending.current) return;
    isFocusPending.current = false;
    focusResultsHeadingAfterPaint();
  }, [searched]);

  const runSearch = (who: Insured) =>
    form.handleSubmit(
      (_parsed, _event) => {
        const values = form.getValues();
        setIsLocked(true);
        // Every tool keeps its last search for this tab, so Change Insured can bring it back (issue 31).
        writeAdviserItem(sessionStorage, lastSearchKey, JSON.stringify(values));
        if (loadAllOnEntry) {
          setLocalValues(structuredClone(values));
          return;
        }
        // The body as the form builds it; the API parses it with the same schema.
        search.mutate(bodyOf(values, who));
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
    // Issue 11: a load-on-entry tool re-applies its last search to the plans loaded for the new insured.
    // Issue 31: any tool the adviser returns to from Change Insured searches again on arrival, with the
    // criteria as they were typed, when a search had been made there; a tool not searched yet waits.
    const reruns = isFirstRender ? keepsLastSearch : tool.rerunsOnInsuredChange || tool.loadAllOnEntry;
    if (reruns && insured && hasSearched) void runSearch(insured);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of insured re-runs (spec 001 §4)
  }, [insuredKey]);

  const hasSearched = (loadAllOnEntry ? localSearched : searched) !== null;
  return {
    form,
    isLocked,
    isSearching: search.isPending,
    /** spec 001 §4: a load-on-entry tool's plans are still on their way. */
    isLoadingData: Boolean(loadAllOnEntry) && !loadAll.data,
    /** Shown while the criteria stay locked; Edit hides the results until the next Search. */
    searched: isLocked ? (loadAllOnEntry ? localSearched : searched) : null,
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
    searchAtRate: (who: Insured, at: string) => {
      setRate(at);
      if (isLocked && searched) search.mutate(bodyOf(form.getValues(), who, at));
    },
    edit: () => setIsLocked(false),
    reset: () => {
      form.reset(tool.defaults);
      removeAdviserItem(sessionStorage, lastSearchKey);
      setSearched(null);
      setLocalValues(null);
      setIsLocked(false);
    },
  };
}
