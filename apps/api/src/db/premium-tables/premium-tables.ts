import type { z } from 'zod';
import { PREMIUM_TABLES } from './declarations.generated.js';

// ADR 0022, 0028: each premium tool's table is declared once in its file here; the list by type is
// written from those files.
export { PREMIUM_TABLES };

/** The types with a premium table: every premium tool, and the 101 plan's plan details (issue 13). */
export type PremiumTableType = keyof typeof PREMIUM_TABLES;
export const hasPremiumTable = (type: string): type is PremiumTableType =>
  Object.hasOwn(PREMIUM_TABLES, type);

export type PremiumImportRow<T extends PremiumTableType> = z.infer<(typeof PREMIUM_TABLES)[T]['importRow']>;
