import { getArrayPathFor, getArrayReplySchema, type PictureType } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GetArrayReply } from '@portal/contracts';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

// spec 002 §7: GET get-array-{type}. Shared by the profile's picture tabs and the card designer, so a
// picture uploaded in the profile is in the card's choices at once (one query cache entry per type).
export const fetchPictures = (type: PictureType) =>
  apiRequest(getArrayPathFor(type), { reply: getArrayReplySchema });

/**
 * The adviser's pictures of one type. Their addresses are signed and short-lived, so the list is read
 * again on every visit rather than kept.
 */
export const usePictures = (type: PictureType) =>
  useQuery({ queryKey: queryKeys.pictures(type), queryFn: () => fetchPictures(type), staleTime: 0 });

/** A reply that lists the pictures of one type (an upload's, a removal's) becomes the cached list. */
export function useSetPictures(type: PictureType) {
  const queryClient = useQueryClient();
  return (reply: GetArrayReply) => queryClient.setQueryData<GetArrayReply>(queryKeys.pictures(type), reply);
}
