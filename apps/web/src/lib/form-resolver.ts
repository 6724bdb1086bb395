import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Text inputs hold strings; every field of a form is a string until the contracts schema parses it. */
export type TextFormValues<T> = { [K in keyof T]: string };

/**
 * zodResolver for a contracts schema whose fields pre-process their input (trim, lower-case): zod types
 * that input as `unknown`, while the form's inputs always hold strings.
 */
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<TextFormValues<z.output<S>>, unknown, z.output<S>> {
  return zodResolver(schema as never) as unknown as Resolver<
    TextFormValues<z.output<S>>,
    unknown,
    z.output<S>
  >;
}
