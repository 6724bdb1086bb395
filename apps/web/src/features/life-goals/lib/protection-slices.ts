import type { ProtectionSummary } from '@portal/core';

export type Slice = { label: string; value: number; color: string };

// Colours with at least 3:1 contrast against white and against the dark surfaces.
export const SLICE_COLORS = { covered: '#2e7d32', shortfall: '#c62828', surplus: '#1565c0' } as const;

/** How the obligations are met: covered by assets, and the shortfall or the surplus beside them. */
export function protectionSlices(summary: ProtectionSummary): Slice[] {
  const covered = Math.min(summary.totalAssets, summary.totalObligations);
  const slices: Slice[] = [
    { label: 'Obligations covered by assets', value: covered, color: SLICE_COLORS.covered },
  ];
  if (summary.surplus < 0)
    slices.push({ label: 'Shortfall', value: -summary.surplus, color: SLICE_COLORS.shortfall });
  if (summary.surplus > 0)
    slices.push({ label: 'Surplus', value: summary.surplus, color: SLICE_COLORS.surplus });
  return slices.filter((s) => s.value > 0);
}
