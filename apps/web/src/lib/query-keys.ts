import type { BuiltComparisonType, Insured, PictureType } from '@portal/contracts';

/**
 * Every TanStack Query key of the web app, from one factory (issue 35): a feature's `api/` folder reads
 * and invalidates its queries with these, so two screens that share a cache entry share its key, and a
 * key's prefix invalidates everything under it.
 */
export const queryKeys = {
  /** The API's readiness, read before sign-in (spec 000 §3). */
  ready: () => ['ready'] as const,
  resetToken: (token: string) => ['resetToken', token] as const,
  home: () => ['home'] as const,
  profile: () => ['profile'] as const,
  pictures: (type: PictureType) => ['pictures', type] as const,
  links: () => ['links', 'list'] as const,
  comparison: {
    overview: (type: BuiltComparisonType) => ['comparison', 'overview', type] as const,
    /** Issue 11: every plan of a load-once tool for one insured. */
    allPlans: (type: BuiltComparisonType, insured: Insured | null) =>
      ['comparison', 'all', type, insured ? JSON.stringify(insured) : ''] as const,
  },
} as const;
