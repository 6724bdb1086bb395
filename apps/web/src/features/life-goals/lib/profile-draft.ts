import { LIFE_GOALS_STORAGE_KEY } from '@portal/contracts';
import { readAdviserItem, removeAdviserItem, writeAdviserItem } from '../../../lib/adviser-storage';

/**
 * Issue 31: the Client Profile's insured as typed, kept until Next saves it, so leaving the step (the
 * menu, Back, a reload) loses nothing. Beside the plan in localStorage, through the adviser's storage
 * (issue 32 item 5): another adviser never sees it, and sign-out clears it with the rest.
 */
export const PROFILE_DRAFT_KEY = `${LIFE_GOALS_STORAGE_KEY}.profileDraft`;

export type ProfileDraft = { name: string; dob: string; gender: string; smokingStatus: string };

const isText = (value: unknown): value is string => typeof value === 'string';

export function readProfileDraft(): ProfileDraft | null {
  try {
    const value: unknown = JSON.parse(readAdviserItem(localStorage, PROFILE_DRAFT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { name, dob, gender, smokingStatus } = value as Record<string, unknown>;
    if (!isText(name) || !isText(dob) || !isText(gender) || !isText(smokingStatus)) return null;
    return { name, dob, gender, smokingStatus };
  } catch {
    return null;
  }
}

export const writeProfileDraft = (draft: ProfileDraft): void => {
  writeAdviserItem(localStorage, PROFILE_DRAFT_KEY, JSON.stringify(draft));
};

export const clearProfileDraft = (): void => removeAdviserItem(localStorage, PROFILE_DRAFT_KEY);
