// Money is held in integer cents (ARCHITECTURE §4) and shown in Singapore English: a comma between
// thousands, a point before the cents. No Intl here, so the browser and the server print the same text.

/** 1234567.891 with 2 fraction digits -> '1,234,567.89'; a half rounds away from zero (like toFixed). */
export function formatNumber(value: number, fractionDigits = 0): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isNegative = value < 0 && /[1-9]/.test(fixed);
  return `${isNegative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

export type MoneyFormat = {
  /** Put before the amount; '' for a bare number. */
  currency?: string;
  /** false shows whole dollars (sums insured, option lists), rounding a half cent-total away from zero. */
  showCents?: boolean;
};

/** Money from integer cents: 123456 -> 'S$1,234.56'; -500 -> '-S$5.00'. */
export function formatMoney(cents: number, { currency = 'S$', showCents = true }: MoneyFormat = {}): string {
  const text = formatNumber(Math.abs(cents) / 100, showCents ? 2 : 0);
  const isNegative = cents < 0 && /[1-9]/.test(text);
  return `${isNegative ? '-' : ''}${currency}${text}`;
}

/** Whole-dollar amounts: 1000000 -> 'S$1,000,000'. */
export const formatDollars = (dollars: number, currency = 'S$'): string =>
  formatMoney(dollars * 100, { currency, showCents: false });
