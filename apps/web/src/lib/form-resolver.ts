import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one way a form validates (ADR 0024): react-hook-form with the contracts schema of what it sends.
 * The form holds `z.input` of the schema and submits its parsed `z.output`, so the browser shows the
 * same messages the API would answer with.
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver(schema);
}
