import { z } from 'zod';

// Body fields several tools' schemas share (Whole Life, Universal Life Index, Retirement Income): a
// number picked from the form's options (spec 001 §9), refused with the form's message (spec 001 §5)
// when it is missing or not one of them.

/** One of `values`. */
export const oneOf = (values: readonly number[], message: string) =>
  z.number({ error: message }).refine((v) => values.includes(v), { error: message });

/** At least one of `values`. */
export const someOf = (values: readonly number[], message: string) =>
  z.array(oneOf(values, message), { error: message }).min(1, message);
