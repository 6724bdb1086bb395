import type { z } from 'zod';
import { STORAGE_KEYS } from '../../../lib/storage';

export type CalculatorId = keyof typeof STORAGE_KEYS.calculators;

/** spec 000 §3: inputs persist per calculator in browser storage; anything unreadable is ignored. */
export function readCalculatorInputs<T>(id: CalculatorId, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.calculators[id]);
    if (raw === null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeCalculatorInputs(id: CalculatorId, inputs: unknown): void {
  localStorage.setItem(STORAGE_KEYS.calculators[id], JSON.stringify(inputs));
}

export const clearCalculatorInputs = (id: CalculatorId) =>
  localStorage.removeItem(STORAGE_KEYS.calculators[id]);
