import type { BuiltComparisonType } from '@portal/contracts';
import type { z } from 'zod';
import { LTC_PREMIUMS } from './long-term-care.js';
import { MATERNITY_PREMIUMS } from './maternity.js';
import { MULTI_CI_PREMIUMS } from './multi-pay-ci.js';
import { SHIELD_PREMIUMS } from './shield.js';
import { TERM_PREMIUMS } from './term.js';

/** Each built tool's premium table (ADR 0022); the type checker asks for one per tool of the registry. */
export const PREMIUM_TABLES = {
  shieldSingle: SHIELD_PREMIUMS,
  longTermCare: LTC_PREMIUMS,
  maternity: MATERNITY_PREMIUMS,
  multiPayCI: MULTI_CI_PREMIUMS,
  term: TERM_PREMIUMS,
} as const satisfies { [T in BuiltComparisonType]: { type: T } };

export type PremiumImportRow<T extends BuiltComparisonType> = z.infer<
  (typeof PREMIUM_TABLES)[T]['importRow']
>;
