import type { PremiumComparisonType } from '@portal/contracts';
import type { z } from 'zod';
import { PREMIUM_TABLES } from './declarations.generated.js';

// ADR 0022, 0028: each premium tool's table is declared once in its file here; the list by type is
// written from those files.
export { PREMIUM_TABLES };

export type PremiumImportRow<T extends PremiumComparisonType> = z.infer<
  (typeof PREMIUM_TABLES)[T]['importRow']
>;
