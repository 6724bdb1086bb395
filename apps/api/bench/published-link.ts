import { uploadBodySchema } from '@portal/contracts';
import { uploadPayload } from '../src/modules/links/links-test-kit.js';
import { publishComparison } from '../src/modules/links/links.service.js';
import { seedSampleData } from '../src/modules/products/products.service.js';
import { createTestContext } from '../src/test/context.js';
import { createAdviser } from '../src/test/factories.js';

/** An app over a fresh database with one published Term comparison, for the client-link benches. */
export async function openPublishedTermLink({ webDistDir = null }: { webDistDir?: string | null } = {}) {
  const ctx = await createTestContext({}, { webDistDir });
  await seedSampleData(ctx.deps, ['term']);
  const adviser = await createAdviser(ctx.deps);
  const published = await publishComparison(
    ctx.deps,
    adviser.id,
    uploadBodySchema.parse(uploadPayload('term', adviser.rnf, { validityPeriod: 14 })),
  );
  return { ctx, adviser, published, pagePath: new URL(published.link).pathname };
}
