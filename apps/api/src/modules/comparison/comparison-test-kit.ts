import { LTC_DEFAULTS, type BuiltComparisonType } from '@portal/contracts';
import type { createTestContext, TestContext } from '../../test/context.js';
import { createAdviser } from '../../test/factories.js';
import { testContextForFile } from '../../test/file-context.js';
import { signIn } from '../../test/http.js';
import { seedSampleData } from '../products/products.service.js';

/** Test helpers for the comparison API tests: the sample data of the given types and a signed-in adviser. */
export async function prepareComparison(ctx: TestContext, types: BuiltComparisonType[]) {
  await seedSampleData(ctx.deps, types);
  const { jwt } = await signIn(ctx, await createAdviser(ctx.deps));
  return jwt;
}

/**
 * A test file's app (see `testContextForFile`) with `types`' sample data and a signed-in adviser's
 * token, handed to `receive` before the file's tests.
 */
export function comparisonAppForFile(
  types: BuiltComparisonType[],
  receive: (made: { ctx: TestContext; jwt: string }) => unknown,
  ...args: Parameters<typeof createTestContext>
): void {
  testContextForFile(async (ctx) => receive({ ctx, jwt: await prepareComparison(ctx, types) }), ...args);
}

export async function signInAnother(ctx: TestContext) {
  return (await signIn(ctx, await createAdviser(ctx.deps))).jwt;
}

export function postAs(ctx: TestContext, jwt: string | undefined, url: string, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: jwt ? { authorization: `Bearer ${jwt}` } : {},
  });
}

export function getAs(ctx: TestContext, jwt: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${jwt}` } });
}

/** A 35-year-old male non-smoker, as the insured fields of spec 001 §7. */
export const INSURED_35_M_NS = { anb: 36, ageNearestBirthday: 35, gender: 'M', smoker: 'NS' } as const;
export const INSURED_32_F_NS = { anb: 32, ageNearestBirthday: 31, gender: 'F', smoker: 'NS' } as const;

/** Long Term Care for a woman of ANB 35 by sum insured, its defaults otherwise, without escalation. */
export const LTC_QUERY_35_F = {
  anb: 35,
  gender: 'F',
  ...LTC_DEFAULTS,
  _2ADLs: true,
  _3ADLs: true,
  _escalation: false,
};
