import type { Insured } from '@portal/contracts';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useAllPlans } from '../api/comparison-queries';
import type { StrategySearch } from './search-common';
import type { SearchStrategy, ToolDefinition, ToolReply, ToolRow } from './tool-definition';

type LoadOnce<R> = Extract<SearchStrategy<R>, { kind: 'loadOnce' }>;

/**
 * The `loadOnce` strategy (spec 001 §4, issue 11): every plan for the insured is read once; Search keeps
 * the form's values and narrows what was loaded, for the insured of the moment.
 */
export function useLoadOnceSearch<V extends FieldValues, R extends ToolReply, Row extends ToolRow>(
  tool: ToolDefinition<V, R, Row>,
  insured: Insured | null,
): StrategySearch<V, R> {
  // The page picks this hook for a `loadOnce` tool only (use-comparison-search).
  const { loadBody, filter } = tool.search as LoadOnce<R>;
  const allPlans = useAllPlans(tool.registry, insured, loadBody);
  const [values, setValues] = useState<V | null>(null);
  const searched = useMemo(() => {
    if (!values || !allPlans.data || !insured) return null;
    const body = tool.toBody(values, insured) as Record<string, unknown>;
    return { body, reply: filter(allPlans.data, body) };
  }, [filter, values, allPlans.data, insured, tool]);
  return {
    searched,
    isSearching: false,
    isLoadingData: !allPlans.data,
    run: (v) => setValues(structuredClone(v)),
    // A load-once reply holds every rate: the toggle narrows it on the page (`illustrationRates.narrow`).
    searchAtRate: () => undefined,
    clear: () => setValues(null),
  };
}
