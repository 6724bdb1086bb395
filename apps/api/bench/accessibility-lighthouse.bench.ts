// npm run bench: Lighthouse accessibility and best practices on the sign-in page and the client's page,
// mobile and desktop (issue 17). Budget: 100 in each.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { auditScores } from './lighthouse.js';
import { openPublishedTermLink } from './published-link.js';

const webDistDir = path.resolve(import.meta.dirname, '../../web/dist');
if (!existsSync(path.join(webDistDir, 'index.html')))
  throw new Error('apps/web/dist is missing: run npm run build -w @portal/web first');

const { ctx, pagePath } = await openPublishedTermLink({ webDistDir });
const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
let isMet = true;
for (const [name, url] of [
  ['Sign-in page', `${origin}/`],
  ['Client page', `${origin}${pagePath}`],
] as const)
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const scores = await auditScores(url, ['accessibility', 'best-practices'], formFactor);
    const met = scores.accessibility === 1 && scores['best-practices'] === 1;
    isMet &&= met;
    console.log(
      `${name}, ${formFactor}: accessibility ${Math.round(scores.accessibility * 100)}, best practices ${Math.round(scores['best-practices'] * 100)} (budget 100 each) ${met ? 'met' : `MISSED: ${scores.failing.join(', ')}`}`,
    );
  }
await ctx.close();
if (!isMet) process.exitCode = 1;
