import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { fetchReady, validateResetToken } from './auth-api';

/** spec 000 §8: is the API up? Asked on each visit of the sign-in page. */
export const useReady = () => useQuery({ queryKey: queryKeys.ready(), queryFn: fetchReady, staleTime: 0 });

/** spec 000 §4.1 step 7: is this reset link still good? Asked once per token. */
export const useResetTokenCheck = (token: string | undefined) =>
  useQuery({
    queryKey: queryKeys.resetToken(token ?? ''),
    queryFn: () => validateResetToken(token ?? ''),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
