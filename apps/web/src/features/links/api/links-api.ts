import {
  LINK_PATHS,
  disableReplySchema,
  editReplySchema,
  listReplySchema,
  republishReplySchema,
  type EditBody,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

// spec 002 §7: the link manager's calls. Each screen shows its own alert (spec 002 §8), so all are quiet.
export const fetchComparisons = (rnf: string) =>
  apiRequest(LINK_PATHS.list, { method: 'POST', body: { RNF: rnf }, reply: listReplySchema, isQuiet: true });

export const editComparison = (body: EditBody) =>
  apiRequest(LINK_PATHS.edit, { method: 'POST', body, reply: editReplySchema, isQuiet: true });

export const disableComparison = (uniqueID: string) =>
  apiRequest(LINK_PATHS.disable, {
    method: 'POST',
    body: { uniqueID },
    reply: disableReplySchema,
    isQuiet: true,
  });

/** Issue 36: the link shows current figures under the same address. */
export const republishComparison = (id: string) =>
  apiRequest(LINK_PATHS.republish, {
    method: 'POST',
    body: { id },
    reply: republishReplySchema,
    isQuiet: true,
  });
