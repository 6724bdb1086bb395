import type { Insured } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { notifyComparisonFailure, postComparison } from '../api/comparison-api';
import type { Searched, StrategyOptions, StrategySearch } from './search-common';
import type { ToolDefinition, ToolReply, ToolRow } from './tool-definition';

/**
 * The `server` and `browser` strategies (spec 001 §4): each Search asks for a reply, from the API or,
 * where the tool's `compute` answers, from the browser (issue 13, spec 001 §7 "no call").
 */
export function useServerSearch<V extends FieldValues, R extends ToolReply, Row extends ToolRow>(
  tool: ToolDefinition<V, R, Row>,
  _insured: Insured | null,
  { onlyDisplayInsurers, onFailed }: StrategyOptions,
): StrategySearch<V, R> {
  const { registry, search: strategy } = tool;
  const compute = strategy.kind === 'browser' ? strategy.compute : undefined;
  const [searched, setSearched] = useState<Searched<R> | null>(null);
  // Issue 33: a tool whose reply holds one illustration rate (Whole Life, Universal Life Index) asks again
  // at the rate the toggle presses, and later searches keep it.
  const asksPerRate = Boolean(tool.illustrationRates && !tool.illustrationRates.narrow);
  const [rate, setRate] = useState<string | null>(null);
  const bodyOf = (values: V, who: Insured, at = rate) => {
    const body = tool.toBody(values, who);
    return asksPerRate && at !== null ? { ...(body as object), illustrationRate: at } : body;
  };
  const search = useMutation({
    mutationFn: async (body: unknown) => ({
      body,
      reply: await (compute?.(body, { onlyDisplayInsurers }) ??
        postComparison(registry.type, body, registry.replySchema)),
    }),
    onSuccess: setSearched,
    onError: (error) => {
      onFailed();
      notifyComparisonFailure(error);
    },
  });
  return {
    searched,
    isSearching: search.isPending,
    isLoadingData: false,
    // The body as the form builds it; the API parses it with the same schema.
    run: (values, who) => search.mutate(bodyOf(values, who)),
    searchAtRate: (values, who, at, isLocked) => {
      setRate(at);
      if (isLocked && searched) search.mutate(bodyOf(values, who, at));
    },
    clear: () => setSearched(null),
  };
}
