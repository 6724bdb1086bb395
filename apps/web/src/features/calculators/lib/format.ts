import { formatNumber } from '@portal/core';

// Results on screen: money to cents, rates to 4 decimal places of a percent, Singapore English grouping
// (core's formatNumber, ADR 0024). The calculators work in dollars, not cents.

export const formatMoney = (dollars: number) => formatNumber(dollars, 2);
/** `fraction` 0.05 shows as "5.0000%". */
export const formatRate = (fraction: number) => `${formatNumber(fraction * 100, 4)}%`;
