// npm run bench: our authenticated API routes against a bare Fastify route that answers the same JSON,
// in the same process. The ratio is the cost of auth, validation, the session check and the database.
import { API_PATHS } from '@portal/contracts';
import Fastify from 'fastify';
import { seedHomeContent } from '../src/modules/home/home.service.js';
import { createTestContext } from '../src/test/context.js';
import { createAdviser, totpAt } from '../src/test/factories.js';
import { compare, report } from './lib.js';

const ctx = await createTestContext();
await seedHomeContent(ctx.deps);
const adviser = await createAdviser(ctx.deps);
const loginRes = await ctx.app.inject({
  method: 'POST',
  url: API_PATHS.login,
  payload: { email: adviser.email, password: adviser.password },
});
const { id } = loginRes.json<{ id: string }>();
const verifyRes = await ctx.app.inject({
  method: 'POST',
  url: API_PATHS.verifyOtp,
  payload: { id, otp: await totpAt(adviser.totpSecret, ctx.clock.now()) },
});
const { jwt } = verifyRes.json<{ jwt: string }>();
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
