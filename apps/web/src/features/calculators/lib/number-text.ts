/** The number as typed, for formulas: the adviser's own digits, without separators. */
export const plainNumberText = (text: string) => text.replace(/[,\s+]/g, '');
