// Text ordering for the tables' sort: Singapore English, digits as numbers ('Plan 2' before 'Plan 10'),
// case and accents ignored, so the screen and its exports list rows alike.

const collator = new Intl.Collator('en-SG', { numeric: true, sensitivity: 'base' });

/** Negative when `a` sorts before `b`, 0 when they are the same text for sorting, positive after. */
export const compareText = (a: string, b: string): number => collator.compare(a, b);
