/**
 * Calculator inputs are text, so that a non-number can be told apart from a blank (spec 000 §5.3 has a
 * message for each). Thousands separators and spaces are accepted, as advisers paste "1,200,000".
 */
export type ParsedNumber = { kind: 'blank' } | { kind: 'invalid' } | { kind: 'number'; value: number };

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

export function parseNumberText(text: string): ParsedNumber {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return { kind: 'blank' };
  if (!NUMBER.test(cleaned)) return { kind: 'invalid' };
  const value = Number(cleaned);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}

/** The number as typed, for formulas: the adviser's own digits, without separators. */
export const plainNumberText = (text: string) => text.replace(/[,\s+]/g, '');

const DD_MM_YYYY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** 'DD-MM-YYYY' to 'YYYY-MM-DD'; undefined when it is not a calendar date. */
export function isoFromDdMmYyyy(text: string): string | undefined {
  const match = DD_MM_YYYY.exec(text.trim());
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const isReal =
    date.getUTCFullYear() === Number(yyyy) &&
    date.getUTCMonth() === Number(mm) - 1 &&
    date.getUTCDate() === Number(dd);
  return isReal && Number(yyyy) >= 1900 ? `${yyyy}-${mm}-${dd}` : undefined;
}
