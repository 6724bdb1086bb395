import { RESET_MESSAGES } from '@portal/contracts';

/**
 * Issue 31: spec 000 §4.1 step 7 sends a used or expired reset link back to '/'. The redirect carries
 * why in the history state, so the sign-in page can say it instead of appearing without a word.
 */
export type ResetLinkNoticeState = { resetLink: 'used' | 'expired' };

export function resetLinkMessageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('resetLink' in state)) return null;
  if (state.resetLink === 'used') return RESET_MESSAGES.linkUsed;
  return state.resetLink === 'expired' ? RESET_MESSAGES.linkExpired : null;
}
