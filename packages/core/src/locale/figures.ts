// The figures the portal prints with Intl's Singapore English rules rather than core's own formatNumber
// (money/format-money.ts): percent and count columns, and amounts an adviser typed. Intl rounds the
// shortest decimal form of a number (1.005 -> '1.01'), formatNumber its binary value (1.005 -> '1.00'),
// so each keeps the text it has always printed. Only this folder may use Intl or toLocaleString (lint).

export type FigureFormat = {
  /** Decimals always shown (0 by default). */
  minDecimals?: number;
  /** Decimals at most, the rest rounded half away from zero (3 by default, as toLocaleString). */
  maxDecimals?: number;
};

const formatters = new Map<string, Intl.NumberFormat>();

/** A number in Singapore English: 1234567.891 -> '1,234,567.891'; { maxDecimals: 0 } -> '1,234,568'. */
export function formatFigure(value: number, { minDecimals = 0, maxDecimals = 3 }: FigureFormat = {}): string {
  const key = `${minDecimals}:${maxDecimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-SG', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A percentage held in % (3.5 = 3.5%) with fixed decimals, so a column's figures line up: '3.50%'. */
export const formatPercent = (valuePct: number, decimals = 2): string =>
  `${formatFigure(valuePct, { minDecimals: decimals, maxDecimals: decimals })}%`;
