// npm run bench: Lighthouse's mobile performance score of the page a client opens from a published link.
// A score depends on the machine's load, so it is a budget checked here, not an assertion in e2e
// (issue 10). Budget: at least 95.
import { auditPerformance } from './lighthouse.js';
import { openPublishedTermLink } from './published-link.js';

const BUDGET = 0.95;

const { ctx, pagePath } = await openPublishedTermLink();
const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const score = await auditPerformance(`${origin}${pagePath}`);
await ctx.close();

const met = score >= BUDGET;
console.log(
  `Client page, Lighthouse mobile performance ${Math.round(score * 100)} (budget >= ${BUDGET * 100}) ${met ? 'met' : 'MISSED'}`,
);
if (!met) process.exitCode = 1;
