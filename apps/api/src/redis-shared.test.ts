import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/context.js';
import {
  appWith,
  freshIp,
  logCollector,
  redisListening,
  redisRelay,
  timed,
  wrongLogin,
} from './test/limits-kit.js';

// Issue 18, against the real Redis on 127.0.0.1:6379 (CI runs one): counters are shared by every
// process while Redis answers, and each process counts on its own, at once, while it does not.
const REDIS_HERE = await redisListening();
if (!REDIS_HERE) console.log('redis-shared.test.ts: skipped, nothing answers PING on 127.0.0.1:6379');

const rateLimited = { message: SERVER_MESSAGES.rateLimited, devCode: DEV_CODES.rateLimited };
const TOKEN = 'metrics-token-for-tests';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(REDIS_HERE)('rate limits in a shared Redis', () => {
  let ctx: TestContext;
  let redis: Redis;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    redis = new Redis('redis://127.0.0.1:6379');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    redis.disconnect();
    await ctx.close();
  });
  const instance = async (env: Record<string, string>, log?: { write(line: string): void }) => {
    const app = await appWith(ctx, { METRICS_TOKEN: TOKEN, ...env }, log);
    apps.push(app);
    return app;
  };
  const redisUp = async (app: FastifyInstance) => {
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    return /^redis_up 1$/m.test(res.body);
  };
  const untilRedisUp = async (app: FastifyInstance) => {
    for (let i = 0; i < 50 && !(await redisUp(app)); i++) await sleep(100);
    expect(await redisUp(app)).toBe(true);
  };

  it('two instances share one credential budget per address', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_PER_MINUTE: '4' };
    const [a, b] = [await instance(env), await instance(env)];
    await untilRedisUp(a);
    await untilRedisUp(b);
    const ip = freshIp();
    for (const app of [a, a, b, b]) expect((await wrongLogin(app, ip)).statusCode).toBe(401);
    expect((await wrongLogin(b, ip)).json()).toEqual(rateLimited);
    expect((await wrongLogin(a, ip)).json()).toEqual(rateLimited);
    expect(await redis.get(`portal-rl:credentials:ip:${ip}`)).toBe('6');
  });

  it("two instances share one address's budget of link misses", async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_PER_MINUTE: '4' };
    const [a, b] = [await instance(env), await instance(env)];
    await untilRedisUp(a);
    await untilRedisUp(b);
    const ip = freshIp();
    const miss = (app: FastifyInstance, i: number) =>
      app.inject({ url: `/api/public/comparison/ZZ9999/no-such-link-${i}`, remoteAddress: ip });
    for (const [i, app] of [a, a, b, b].entries()) expect((await miss(app, i)).statusCode).toBe(404);
    // b saw only two misses itself; in memory alone it would answer 404 here
    expect((await miss(b, 5)).json()).toEqual(rateLimited);
  });

  it('Redis cut mid-run: sign-in stays fast, the limit holds per process, then sharing resumes', async () => {
    const relay = await redisRelay();
    const log = logCollector();
    const app = await instance(
      { REDIS_URL: `redis://127.0.0.1:${relay.port}`, RATE_LIMIT_PER_MINUTE: '6', LOG_LEVEL: 'info' },
      log.stream,
    );
    try {
      await untilRedisUp(app);
      const ip = freshIp();
      for (let i = 0; i < 2; i++) expect((await wrongLogin(app, ip)).statusCode).toBe(401);
      expect(await redis.get(`portal-rl:credentials:ip:${ip}`)).toBe('2');

      await relay.cut();
      for (let i = 0; i < 6; i++) {
        const { ms, result } = await timed(() => wrongLogin(app, ip));
        expect(result.statusCode).toBe(401);
        expect(ms).toBeLessThan(1_000);
      }
      expect((await wrongLogin(app, ip)).json()).toEqual(rateLimited);
      expect(await redisUp(app)).toBe(false);

      await relay.restore();
      await untilRedisUp(app);
      await wrongLogin(app, ip);
      expect(await redis.get(`portal-rl:credentials:ip:${ip}`)).toBe('3');

      const entries = log.parsed();
      expect(entries.filter((e) => e.level === 40).map((e) => e.msg)).toEqual([
        expect.stringMatching(/Redis unreachable/),
      ]);
      expect(entries.filter((e) => e.redis === 'up').map((e) => e.msg)).toEqual([
        expect.stringMatching(/Redis is reachable again/),
      ]);
    } finally {
      await relay.close();
    }
  });

  it('Redis that stops answering mid-run: one short wait at most, then in-process counts until it answers', async () => {
    const relay = await redisRelay();
    const log = logCollector();
    const app = await instance(
      { REDIS_URL: `redis://127.0.0.1:${relay.port}`, RATE_LIMIT_PER_MINUTE: '5', LOG_LEVEL: 'info' },
      log.stream,
    );
    try {
      await untilRedisUp(app);
      const ip = freshIp();
      relay.freeze();
      for (let i = 0; i < 5; i++) {
        const { ms, result } = await timed(() => wrongLogin(app, ip));
        expect(result.statusCode).toBe(401);
        expect(ms).toBeLessThan(1_000);
      }
      expect((await wrongLogin(app, ip)).json()).toEqual(rateLimited);
      relay.thaw();
      await untilRedisUp(app);
      const entries = log.parsed();
      expect(entries.filter((e) => e.level === 40)).toHaveLength(1);
      expect(entries.filter((e) => e.redis === 'up')).toHaveLength(1);
    } finally {
      await relay.close();
    }
  });
});
