import { formatDollars } from '@portal/core';

/**
 * Issue 31: a chart's money axis says S$ as the tables do (ADR 0024's one money format), whole
 * dollars: S$250,000, not "$250k". Chart.js hands the tick's value as a number or a string.
 */
export const moneyTick = (value: string | number): string => formatDollars(Number(value));
