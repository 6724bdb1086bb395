import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { getSession } from '../../../lib/session';
import { fetchComparisons } from './links-api';

/** spec 002 §3: the adviser's saved comparisons, read once the list is asked for (`isShown`). */
export const useSavedComparisons = (isShown: boolean) =>
  useQuery({
    queryKey: queryKeys.links(),
    queryFn: () => fetchComparisons(getSession()?.userDetails.rnf ?? ''),
    enabled: isShown,
    retry: false,
  });
