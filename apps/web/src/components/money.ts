/** Money from integer cents, with its currency and thousands separators (issue 5: S$ for these tools). */
export function formatMoney(cents: number, { currency = 'S$', showCents = true } = {}): string {
  const dollars = cents / 100;
  const text = dollars.toLocaleString('en-SG', {
    minimumFractionDigits: showCents ? 2 : 0,
    maximumFractionDigits: showCents ? 2 : 0,
  });
  return `${currency}${text}`;
}

/** Whole-dollar amounts for option lists: 1000000 -> S$1,000,000. */
export const formatDollars = (dollars: number) => formatMoney(dollars * 100, { showCents: false });
