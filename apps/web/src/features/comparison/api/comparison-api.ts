import {
  COMPARISON_MESSAGES,
  COMPARISON_PATHS,
  displaySettingReplySchema,
  overviewPathFor,
  overviewReplySchema,
  type BuiltComparisonType,
  type DisplaySetting,
} from '@portal/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { notifyStickyError } from '../../../lib/notify';

export const fetchOverview = (type: BuiltComparisonType) =>
  apiRequest(overviewPathFor(type), { reply: overviewReplySchema });

/** spec 000 §8: the caller shows its own toasts for this call. */
export const saveDisplaySetting = (setting: DisplaySetting) =>
  apiRequest(COMPARISON_PATHS.displaySettings, {
    method: 'POST',
    body: setting,
    reply: displaySettingReplySchema,
    isQuiet: true,
  });

/** spec 001 §8: any failed comparison call shows one sticky message, which the caller raises. */
export const postComparison = <T>(type: BuiltComparisonType, body: unknown, reply: z.ZodType<T>) =>
  apiRequest(COMPARISON_PATHS[type], { method: 'POST', body, reply, isQuiet: true });

/** spec 001 §8: the one sticky message of a failed comparison call (an unreadable reply says so). */
export function notifyComparisonFailure(error: unknown): void {
  notifyStickyError(
    error instanceof Error && error.name === 'ZodError'
      ? COMPARISON_MESSAGES.invalidReply
      : COMPARISON_MESSAGES.backendDown,
  );
}
