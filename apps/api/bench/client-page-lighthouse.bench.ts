// npm run bench: Lighthouse's mobile performance score of the page a client opens from a published link.
// A score depends on the machine's load, so it is a budget checked here, not an assertion in e2e
// (issue 10). Budget: at least 95.
import { uploadPayload } from '../src/modules/links/links-test-kit.js';
import { publishComparison } from '../src/modules/links/links.service.js';
import { seedSampleData } from '../src/modules/products/products.service.js';
import { createTestContext } from '../src/test/context.js';
import { createAdviser } from '../src/test/factories.js';
import { uploadBodySchema } from '@portal/contracts';
import { auditPerformance } from './lighthouse.js';

const BUDGET = 0.95;

const ctx = await createTestContext();
await seedSampleData(ctx.deps, ['term']);
const adviser = await createAdviser(ctx.deps);
const published = await publishComparison(
  ctx.deps,
  adviser.id,
  uploadBodySchema.parse(uploadPayload('term', adviser.rnf, { validityPeriod: 14 })),
);
const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const score = await auditPerformance(`${origin}${new URL(published.link).pathname}`);
await ctx.close();

const met = score >= BUDGET;
console.log(
  `Client page, Lighthouse mobile performance ${Math.round(score * 100)} (budget >= ${BUDGET * 100}) ${met ? 'met' : 'MISSED'}`,
);
if (!met) process.exitCode = 1;
