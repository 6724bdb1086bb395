import { getArrayPathFor, getArrayReplySchema, type PictureType } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// spec 002 §7: GET get-array-{type}. Shared by the profile's picture tabs and the card designer, so a
// picture uploaded in the profile is in the card's choices at once (one query cache entry per type).
export const picturesQueryKey = (type: PictureType) => ['pictures', type] as const;

export const fetchPictures = (type: PictureType) =>
  apiRequest(getArrayPathFor(type), { reply: getArrayReplySchema });

/**
 * The adviser's pictures of one type. Their addresses are signed and short-lived, so the list is read
 * again on every visit rather than kept.
 */
export const usePictures = (type: PictureType) =>
  useQuery({ queryKey: picturesQueryKey(type), queryFn: () => fetchPictures(type), staleTime: 0 });
