// npm run bench: our authenticated API routes against a bare Fastify route that answers the same JSON,
// in the same process. The ratio is the cost of auth, validation, the session check and the database.
import { API_PATHS } from '@portal/contracts';
import Fastify from 'fastify';
import { seedHomeContent } from '../src/modules/home/home.service.js';
import { createTestContext } from '../src/test/context.js';
import { createAdviser } from '../src/test/factories.js';
import { compare, report, signedInJwt } from './lib.js';

const ctx = await createTestContext();
await seedHomeContent(ctx.deps);
const adviser = await createAdviser(ctx.deps);
const jwt = await signedInJwt(ctx.app, adviser, ctx.clock.now());
const headers = { authorization: `Bearer ${jwt}` };

const homeBody = (await ctx.app.inject({ method: 'GET', url: API_PATHS.home, headers })).json();
const bare = Fastify();
bare.get('/home', async () => homeBody);
bare.get('/ready', async () => ({ ready: true }));
await bare.ready();

console.log('API routes against a bare Fastify route (fastify.inject, PGlite in memory)');
report(
  'GET /api/dashboard/home (auth + session + db)',
  await compare({
    ours: () => ctx.app.inject({ method: 'GET', url: API_PATHS.home, headers }),
    reference: () => bare.inject({ method: 'GET', url: '/home' }),
  }),
);
report(
  'GET /api/ready416 (db round trip)',
  await compare({
    ours: () => ctx.app.inject({ method: 'GET', url: API_PATHS.ready }),
    reference: () => bare.inject({ method: 'GET', url: '/ready' }),
  }),
);
await bare.close();
await ctx.close();
