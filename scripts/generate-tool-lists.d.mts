/** Writes the `*.generated.ts` lists of comparison tools (ADR 0028); returns the files it changed. */
export function generateToolLists(root?: string): string[];
