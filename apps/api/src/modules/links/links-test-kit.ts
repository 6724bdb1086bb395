import { TOOL_EXAMPLES, uploadPathFor, type BuiltComparisonType } from '@portal/contracts';
import type { TestContext } from '../../test/context.js';
import type { TestAdviser } from '../../test/factories.js';
import { testContextForFile } from '../../test/file-context.js';
import { postAs } from '../comparison/comparison-test-kit.js';
import type { DatasetType } from '../products/dataset-file.js';
import { seedSampleData } from '../products/products.service.js';
import { signedInAdviser, type SignedInAdviser } from '../profile/profile-test-kit.js';
import { insertPublished } from './links.repository.js';
import { newLinkId } from './links.service.js';

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

/** Upload Online (spec 000 §3) of `type`'s example query by `adviser`, `extra` over the payload. */
export function uploadAs(
  ctx: TestContext,
  adviser: Pick<SignedInAdviser, 'jwt' | 'rnf'>,
  type: BuiltComparisonType,
  extra: Record<string, unknown> = {},
) {
  return postAs(ctx, adviser.jwt, uploadPathFor(type), uploadPayload(type, adviser.rnf, extra));
}

/**
 * Stores a link for Tan Ah Kow straight to the database, live for 8 days from the clock's now, the way
 * publishing stored it once (a snapshot of an older shape, say). Returns its id.
 */
export async function insertLinkDirectly(
  ctx: TestContext,
  adviser: Pick<TestAdviser, 'id' | 'rnf'>,
  link: {
    comparisonType: string;
    clientDescription: string;
    advisorRecommendation: string;
    snapshot: Parameters<typeof insertPublished>[1]['snapshot'];
  },
): Promise<string> {
  const id = newLinkId();
  const now = ctx.clock.now();
  await insertPublished(ctx.deps.db, {
    id,
    adviserId: adviser.id,
    rnf: adviser.rnf,
    clientName: 'Tan Ah Kow',
    clientGender: 'M',
    clientSmoker: false,
    clientDob: null,
    clientAlb: 35,
    colorScheme: 'light',
    componentTheme: 'teal',
    ...link,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 8 * 86_400_000),
  });
  return id;
}
