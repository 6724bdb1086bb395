import { API_PATHS, homeReplySchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchHome = () => apiRequest(API_PATHS.home, { reply: homeReplySchema });

export const useHomeEntries = () => useQuery({ queryKey: queryKeys.home(), queryFn: fetchHome });
