import { TOOL_EXAMPLES, type BuiltComparisonType } from '@portal/contracts';
import type { TestContext } from '../../test/context.js';
import { createAdviser, type TestAdviser } from '../../test/factories.js';
import { signIn } from '../../test/http.js';

/** A signed-in adviser with their rnf: links are addressed by it. */
export async function signedInAdviser(ctx: TestContext): Promise<TestAdviser & { jwt: string }> {
  const adviser = await createAdviser(ctx.deps);
  return { ...adviser, jwt: (await signIn(ctx, adviser)).jwt };
}

/** A valid query per tool, as the tool pages send them (spec 001 §7): each tool's example's. */
export const QUERIES = Object.fromEntries(
  Object.values(TOOL_EXAMPLES).map((example) => [example.type, example.query]),
) as Record<BuiltComparisonType, Record<string, unknown>>;

/** spec 000 §3 upload payload around a tool's query. */
export function uploadPayload(type: BuiltComparisonType, rnf: string, extra: Record<string, unknown> = {}) {
  return {
    ...QUERIES[type],
    rnf,
    type,
    allowedInsurersArr: [],
    clientName: 'Tan Ah Kow',
    clientGender: type === 'maternity' ? 'F' : 'M',
    clientSmoker: false,
    clientDOB: '01/02/1990',
    clientALB: 35,
    colorScheme: 'light',
    componentTheme: 'teal',
    advisorRecommendation: "Plan A suits you best.\nIt's 10% cheaper & (mostly) better - $5 less!",
    clientDescription: 'Met at the roadshow, prefers low premiums',
    validityPeriod: 8,
    ignoreList: [],
    ...extra,
  };
}
