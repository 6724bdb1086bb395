import type { z } from 'zod';
import { readAdviserItem, removeAdviserItem, writeAdviserItem } from '../../../lib/adviser-storage';
import { STORAGE_KEYS } from '../../../lib/storage';

export type CalculatorId = keyof typeof STORAGE_KEYS.calculators;

/** spec 000 §3: inputs persist per calculator in browser storage; anything unreadable is ignored. */
export function readCalculatorInputs<T>(id: CalculatorId, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = readAdviserItem(localStorage, STORAGE_KEYS.calculators[id]);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeCalculatorInputs(id: CalculatorId, inputs: unknown): void {
  writeAdviserItem(localStorage, STORAGE_KEYS.calculators[id], JSON.stringify(inputs));
}

export const clearCalculatorInputs = (id: CalculatorId) =>
  removeAdviserItem(localStorage, STORAGE_KEYS.calculators[id]);
