import {
  API_PATHS,
  COMPARISON_PATHS,
  DEV_CODES,
  LINK_MESSAGES,
  LINK_PATHS,
  RESET_PATHS,
  SERVER_MESSAGES,
  overviewPathFor,
  uploadPathFor,
  uploadReplySchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAs } from './modules/comparison/comparison-test-kit.js';
import { signedInAdviser, uploadPayload } from './modules/links/links-test-kit.js';
import { seedSampleData } from './modules/products/products.service.js';
import { createTestContext, type TestContext } from './test/context.js';
import { createInvitation } from './test/factories.js';

// Issue 9, "Bad input and faults": a NUL byte (or any control character) used to reach Postgres and
// answer 500 with a stack in the log. Every route family now answers 400 { message, devCode }.
let ctx: TestContext;
let adviser: Awaited<ReturnType<typeof signedInAdviser>>;
let linkId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedSampleData(ctx.deps, ['term']);
  adviser = await signedInAdviser(ctx);
  const res = await postAs(ctx, adviser.jwt, uploadPathFor('term'), uploadPayload('term', adviser.rnf));
  linkId = uploadReplySchema.parse(res.json()).id;
});
afterAll(async () => ctx.close());

const refused = { message: SERVER_MESSAGES.controlCharacters, devCode: DEV_CODES.controlCharacters };
const expectRefused = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(refused);
};
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('control characters are refused on every route family', () => {
  it('non-auth: login, reset and registration names', async () => {
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { email: 'a\u0000b@example.sg', password: 'x' },
      }),
    );
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: RESET_PATHS.validateResetToken,
        payload: { token: 'a\u0000' },
      }),
    );
    const { code } = await createInvitation(ctx.deps);
    const registration = {
      invitationCode: code,
      rnfName: 'Lion\u0000Advisory',
      rnf: 'NUL-1',
      name: 'Tan\u0000Mei Ling',
      mobile: '91234567',
      email: 'nul.registration@example.sg',
      password: 'Strong#Pass1',
      confirmedPassword: 'Strong#Pass1',
    };
    expectRefused(
      await ctx.app.inject({ method: 'POST', url: API_PATHS.registration, payload: registration }),
    );
    // The code was not used up by the refused attempt.
    const ok = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.registration,
      payload: { ...registration, rnfName: 'Lion Advisory', name: 'Tan Mei Ling' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('dashboard and comparison: onlyDisplayInsurers, a search body, a path parameter, a query value', async () => {
    expectRefused(
      await postAs(ctx, adviser.jwt, COMPARISON_PATHS.displaySettings, {
        comparisonType: 'term',
        onlyDisplayInsurers: ['Orchid\u0000Bay'],
      }),
    );
    expectRefused(await postAs(ctx, adviser.jwt, COMPARISON_PATHS.term, { gender: 'M\u001b' }));
    const auth = { authorization: `Bearer ${adviser.jwt}` };
    expectRefused(
      await ctx.app.inject({ method: 'GET', url: `${overviewPathFor('term')}%00`, headers: auth }),
    );
    expectRefused(
      await ctx.app.inject({ method: 'GET', url: `${overviewPathFor('term')}?view=a%07b`, headers: auth }),
    );
  });

  it('links manage: publish fields, editComparison and disableComparison ids', async () => {
    for (const extra of [
      { clientName: 'Tan\u0000Ah Kow' },
      { ignoreList: ['row\u0000'] },
      { allowedInsurersArr: ['Orchid\u0000Bay'] },
      { rnf: `${adviser.rnf}\u0000` },
    ])
      expectRefused(
        await postAs(ctx, adviser.jwt, uploadPathFor('term'), uploadPayload('term', adviser.rnf, extra)),
      );
    expectRefused(
      await postAs(ctx, adviser.jwt, LINK_PATHS.edit, {
        id: 'a\u0000b',
        clientName: 'Tan Ah Kow',
        clientDescription: 'Renewal client',
        advisorRecommendation: 'Take plan B',
        extend: 0,
      }),
    );
    expectRefused(await postAs(ctx, adviser.jwt, LINK_PATHS.disable, { uniqueID: 'a\u0000b' }));
    expectRefused(await postAs(ctx, adviser.jwt, LINK_PATHS.list, { RNF: `${adviser.rnf}\u0000` }));
  });

  it('the public link JSON: a NUL in the id or the rnf, or in a query value', async () => {
    expectRefused(await get(`/api/public/comparison/${adviser.rnf}/a%00b`));
    expectRefused(await get(`/api/public/comparison/RNF%00/${linkId}`));
    expectRefused(await get(`/api/public/comparison/${adviser.rnf}/${linkId}?utm=%00`));
  });

  it("the client's page answers its own HTML page with 400, never 500", async () => {
    for (const url of [`/c/X/a%00b`, `/c/${adviser.rnf}/${linkId}?x=%1b`, `/c/a%00`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(LINK_MESSAGES.unavailable);
    }
    expect((await get(`/c/${adviser.rnf}/${linkId}`)).statusCode).toBe(200);
  });

  it('line breaks and tabs stay allowed in body text (a multi-line recommendation)', async () => {
    const res = await postAs(
      ctx,
      adviser.jwt,
      uploadPathFor('term'),
      uploadPayload('term', adviser.rnf, { advisorRecommendation: 'Plan A.\r\nPlan B is cheaper.' }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a bad URL encoding', () => {
  it('answers { message, devCode } without echoing the path', async () => {
    const res = await get('/api/%c0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SERVER_MESSAGES.badUrl, devCode: DEV_CODES.badUrl });
    expect(res.body).not.toContain('%c0');
  });

  it("answers HTML under the client's page", async () => {
    const res = await get(`/c/${adviser.rnf}/%c0`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(LINK_MESSAGES.unavailable);
    expect(res.body).not.toContain('%c0');
  });
});
