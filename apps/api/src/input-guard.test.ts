import {
  API_PATHS,
  BUILT_COMPARISON_TYPES,
  COMPARISON_PATHS,
  DEV_CODES,
  LINK_MESSAGES,
  LINK_PATHS,
  RESET_PATHS,
  SERVER_MESSAGES,
  DEFAULT_CLIENT_PAGE_SETTINGS,
  PICTURE_PATHS,
  PROFILE_PATHS,
  overviewPathFor,
  uploadPathFor,
  uploadReplySchema,
} from '@portal/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAs } from './modules/comparison/comparison-test-kit.js';
import { signedInAdviser, uploadPayload } from './modules/links/links-test-kit.js';
import { createTestContext, type TestContext } from './test/context.js';
import { createInvitation } from './test/factories.js';

// Issue 9, "Bad input and faults": a NUL byte (or any control character) used to reach Postgres and
// answer 500 with a stack in the log. Every route family now answers 400 { message, devCode }.
let ctx: TestContext;
let adviser: Awaited<ReturnType<typeof signedInAdviser>>;
let linkId: string;
/** Every route the app adds whose method carries a body, as the app itself reports them. */
const bodyRoutes: RouteOptions[] = [];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      withSamples: true,
      onRoute: (route) => {
        if ([route.method].flat().some((method) => BODY_METHODS.has(method))) bodyRoutes.push(route);
      },
    },
  );
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

// Issue 32: a lone UTF-16 surrogate ("\ud800") went into json columns and answered 500 'invalid input
// syntax for type json' on the publish routes, the display settings and the client-page title.
const invalidText = { message: SERVER_MESSAGES.invalidText, devCode: DEV_CODES.invalidText };
const LONE_SURROGATES = ['\ud800', 'Tan \udc00Ah Kow', 'end\udbff'];

describe('text no database can store is refused on every route that takes a body (fuzz)', () => {
  // The picture upload's body is the file's bytes (any content type is read as a Buffer, sharp decides
  // what it is), so there is no text in it to refuse.
  const RAW_BYTES = new Set([PICTURE_PATHS.upload]);
  const fill = (url: string) => url.replace(/:\w+/g, 'AB1234').replace(/\*$/, 'x');
  const bodiesHolding = (text: string) => [
    { name: text },
    { clientName: 'Tan Ah Kow', nested: [{ list: ['ok', text] }] },
    { [text]: 'as a key' },
  ];
  const send = (route: RouteOptions, method: string, payload: unknown) =>
    ctx.app.inject({
      method: method as 'POST',
      url: fill(route.url),
      headers: { authorization: `Bearer ${adviser.jwt}`, 'x-admin-token': ctx.config.adminToken },
      payload: payload as Record<string, unknown>,
    });

  it('finds the routes from the app itself', () => {
    expect(bodyRoutes.length).toBeGreaterThan(30);
    const urls = bodyRoutes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        LINK_PATHS.upload,
        COMPARISON_PATHS.displaySettings,
        PROFILE_PATHS.clientPage,
        API_PATHS.login,
      ]),
    );
  });

  it('answers 400 with the reason for NUL bytes and lone surrogates, anywhere in the body', async () => {
    const jsonRoutes = bodyRoutes.filter((route) => !RAW_BYTES.has(route.url as typeof PICTURE_PATHS.upload));
    let round = 0;
    for (const route of jsonRoutes)
      for (const method of [route.method].flat().filter((m) => BODY_METHODS.has(m))) {
        // Each shape once per route, the surrogate variants in turn: cheap, yet every route sees both.
        const surrogate = LONE_SURROGATES[round++ % LONE_SURROGATES.length] ?? '\ud800';
        const cases = [
          ...bodiesHolding('a\u0000b').map((body) => ({ body, expected: refused })),
          ...bodiesHolding(surrogate).map((body) => ({ body, expected: invalidText })),
        ];
        for (const { body, expected } of cases) {
          const res = await send(route, method, body);
          expect(res.statusCode, `${method} ${route.url} ${JSON.stringify(body)}`).toBe(400);
          expect(res.json(), `${method} ${route.url}`).toEqual(expected);
        }
      }
  });

  it('the eleven publish routes, display settings and the client-page title: 400, nothing stored', async () => {
    const auth = { authorization: `Bearer ${adviser.jwt}` };
    const listLinks = async () =>
      (await postAs(ctx, adviser.jwt, LINK_PATHS.list, { RNF: adviser.rnf })).body;
    const linksBefore = await listLinks();
    for (const type of BUILT_COMPARISON_TYPES) {
      const res = await postAs(
        ctx,
        adviser.jwt,
        uploadPathFor(type),
        uploadPayload(type, adviser.rnf, {
          allowedInsurersArr: ['Orchid \ud800Bay'],
          ignoreList: ['x\udc00'],
        }),
      );
      expect(res.statusCode, `${type}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual(invalidText);
    }
    expect(await listLinks()).toBe(linksBefore);

    const settings = await postAs(ctx, adviser.jwt, COMPARISON_PATHS.displaySettings, {
      comparisonType: 'term',
      onlyDisplayInsurers: ['Orchid\udfffBay'],
    });
    expect(settings.json()).toEqual(invalidText);
    const profileBefore = (await ctx.app.inject({ url: PROFILE_PATHS.userDetails, headers: auth })).body;
    const page = await ctx.app.inject({
      method: 'POST',
      url: PROFILE_PATHS.clientPage,
      headers: auth,
      payload: { ...DEFAULT_CLIENT_PAGE_SETTINGS, showTitle: true, title: 'Senior \ud800 Adviser' },
    });
    expect(page.statusCode, page.body).toBe(400);
    expect(page.json()).toEqual(invalidText);
    expect((await ctx.app.inject({ url: PROFILE_PATHS.userDetails, headers: auth })).body).toBe(
      profileBefore,
    );
  });

  it('other scripts still pass the guard', async () => {
    const res = await postAs(
      ctx,
      adviser.jwt,
      uploadPathFor('term'),
      uploadPayload('term', adviser.rnf, {
        clientName: 'Trần Thị Ánh',
        advisorRecommendation: 'Ả 陈 Ω',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
