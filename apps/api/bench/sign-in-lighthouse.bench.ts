// npm run bench: the sign-in page paints at once on a phone (issue 34). Lighthouse mobile (simulated
// throttling), median of three runs. Budgets: performance at least 95, first contentful paint at most
// 1.8 s. The web build is read from apps/web/dist (built first when missing).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestContext } from '../src/test/context.js';
import { auditMedian } from './lighthouse.js';

const webDistDir = path.resolve(import.meta.dirname, '../../web/dist');
if (!existsSync(path.join(webDistDir, 'index.html')))
  throw new Error('apps/web/dist is missing: run npm run build -w @portal/web first');

const ctx = await createTestContext({}, { webDistDir });
const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const result = await auditMedian(`${origin}/`, 3);
await ctx.close();

const SCORE_BUDGET = 0.95;
const FCP_BUDGET_MS = 1800;
const isMet = result.performance >= SCORE_BUDGET && result.fcpMs <= FCP_BUDGET_MS;
console.log(
  `Sign-in page, Lighthouse mobile performance ${Math.round(result.performance * 100)} (budget >= 95), ` +
    `first contentful paint ${(result.fcpMs / 1000).toFixed(2)} s (budget <= 1.8 s), median of 3 ` +
    `${isMet ? 'met' : `MISSED: ${result.failing.join(', ')}`}; ${result.host}`,
);
if (!isMet) process.exitCode = 1;
