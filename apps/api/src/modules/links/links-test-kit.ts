import { TOOL_EXAMPLES, type BuiltComparisonType } from '@portal/contracts';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import type { DatasetType } from '../products/dataset-file.js';
import { seedSampleData } from '../products/products.service.js';
import { signedInAdviser, type SignedInAdviser } from '../profile/profile-test-kit.js';

/** A signed-in adviser with their rnf: links are addressed by it. */
export { signedInAdviser, type SignedInAdviser };

export interface AppWithAdviser {
  ctx: TestContext;
  adviser: SignedInAdviser;
}

/**
 * A test file's app (see `testContextForFile`) with `types`' sample datasets imported and a signed-in
 * adviser, handed to `receive` before the file's tests. `config` overrides settings; `withSamples`
 * starts from the database template that has every sample imported already.
 */
export function appWithAdviser(
  types: readonly DatasetType[],
  receive: (made: AppWithAdviser) => unknown,
  { config = {}, withSamples = false }: { config?: Record<string, string>; withSamples?: boolean } = {},
): void {
  testContextForFile(
    async (ctx) => {
      await seedSampleData(ctx.deps, types);
      await receive({ ctx, adviser: await signedInAdviser(ctx) });
    },
    config,
    { withSamples },
  );
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
