import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Issue 10: a form resolver loaded at the form's first validation, so a form on the sign-in page's first
 * download does not bring zod with it (ADR 0026). Validation is the loaded resolver's, unchanged; a load
 * that fails (the network) is tried again at the next validation.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
