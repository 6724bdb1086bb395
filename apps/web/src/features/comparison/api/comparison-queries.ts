import type { BuiltComparisonType, Insured } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys';
import { fetchOverview, notifyComparisonFailure, postComparison, saveDisplaySetting } from './comparison-api';

/** spec 001 §2: a tool's overview: its dataset, insurers and the adviser's display setting. */
export const useOverview = (type: BuiltComparisonType) =>
  useQuery({ queryKey: queryKeys.comparison.overview(type), queryFn: () => fetchOverview(type) });

/**
 * spec 000 §5.6: save the display setting; once saved (`onSaved`), the tool's overview is read again,
 * then `onRefreshed`.
 */
export function useSaveDisplaySetting(
  type: BuiltComparisonType,
  { onSaved, onRefreshed, onFailed }: { onSaved: () => void; onRefreshed: () => void; onFailed: () => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDisplaySetting,
    onSuccess: async () => {
      onSaved();
      await queryClient.invalidateQueries({ queryKey: queryKeys.comparison.overview(type) });
      onRefreshed();
    },
    onError: onFailed,
  });
}

/**
 * spec 001 §4 (issue 11): every plan of a load-once tool for the insured, read once (kept while the
 * insured stays the same); a failure shows the comparison's sticky message.
 */
export const useAllPlans = <R>(
  tool: { type: BuiltComparisonType; replySchema: z.ZodType<R> },
  insured: Insured | null,
  loadBody: (insured: Insured) => unknown,
) =>
  useQuery({
    queryKey: queryKeys.comparison.allPlans(tool.type, insured),
    queryFn: async () => {
      try {
        return await postComparison(tool.type, loadBody(insured!), tool.replySchema);
      } catch (error) {
        notifyComparisonFailure(error);
        throw error;
      }
    },
    enabled: Boolean(insured),
    staleTime: Infinity,
    retry: false,
  });
