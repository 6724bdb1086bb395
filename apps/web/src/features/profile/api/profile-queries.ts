import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { fetchProfile } from './profile-api';

/** spec 002 §2: the adviser's profile, read again on every visit; `refresh` reads it again after a save. */
export function useProfile() {
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: queryKeys.profile(), queryFn: fetchProfile, staleTime: 0 });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
  return { profile, refresh };
}
