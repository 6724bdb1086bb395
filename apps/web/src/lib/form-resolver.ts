import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
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

/** Where a body issue shows on the form: a field name, from the issue's path and the form's values. */
export type FieldOfIssue<V> = (path: readonly PropertyKey[], values: V) => string;

/** By default the last path segment names the field (Shield's `query.comparisonType` -> comparisonType). */
const lastSegment: FieldOfIssue<unknown> = (path) => String(path.at(-1) ?? 'root');

/**
 * Issue 10: a comparison form's resolver, built from the tool's contract body schema. The form holds
 * only the criteria; `toBody` adds what the page knows (the insured, given as the form's context), and
 * the body schema the API validates with judges the result, so the form shows the server's messages
 * (spec 001 §5) and no rule is written twice. The valid result is the parsed body.
 */
export function contractBodyResolver<V extends FieldValues, C, S extends z.ZodType>(
  schema: S,
  toBody: (values: V, context: C) => unknown,
  fieldOf: FieldOfIssue<V> = lastSegment,
): Resolver<V, C, z.output<S>> {
  return async (values, context, options) => {
    if (context === undefined) throw new Error('contractBodyResolver needs the form context');
    const parsed = await schema.safeParseAsync(toBody(values, context));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      // The first message per field, as the spec shows one message above each field.
      errors[fieldOf(issue.path, values)] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
