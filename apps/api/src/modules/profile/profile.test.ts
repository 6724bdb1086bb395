import {
  DEFAULT_CLIENT_PAGE_SETTINGS,
  DEV_CODES,
  FIELD_MESSAGES as F,
  PROFILE_MESSAGES as M,
  PROFILE_PATHS,
  profileReplySchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createAdviser } from '../../test/factories.js';
import { signIn } from '../../test/http.js';
import { AUDIT_EVENTS, findAudit } from '../audit/audit.service.js';
import { callAs, signedInAdviser, type SignedInAdviser } from './profile-test-kit.js';

// spec 002 §2 Profile, §5, §7, §8 (issue 14): every profile call with good and bad input, and
// another adviser's data never touched or shown.
let ctx: TestContext;
let mei: SignedInAdviser;
let other: SignedInAdviser;
beforeAll(async () => {
  ctx = await createTestContext();
  mei = await signedInAdviser(ctx);
  other = await signedInAdviser(ctx);
});
afterAll(async () => ctx.close());

const profileOf = async (jwt: string) => {
  const res = await callAs(ctx, jwt, 'GET', PROFILE_PATHS.userDetails);
  expect(res.statusCode).toBe(200);
  return profileReplySchema.parse(res.json());
};
const auditOf = (adviserId: string, event: string) => findAudit(ctx.deps.db, { adviserId, event });

describe('GET userDetails', () => {
  it("answers the adviser's own details, membership and defaults", async () => {
    const until = new Date('2030-12-31T15:59:59.999Z');
    const member = await createAdviser(ctx.deps, { validUntil: until });
    const { jwt } = await signIn(ctx, member);
    const profile = await profileOf(jwt);
    expect(profile).toMatchObject({
      name: member.name,
      mobile: member.mobile,
      email: member.email,
      rnf: member.rnf,
      rnfName: 'Test Advisory',
      avatarURL: [],
      backgroundURL: [],
      validUntil: until.toISOString(),
      isMembershipValid: true,
      clientPage: DEFAULT_CLIENT_PAGE_SETTINGS,
      openRequestAt: null,
    });
    expect(Object.values(profile.socialMediaAccounts)).toEqual(Array(8).fill(''));
  });

  it('refuses a call without a token', async () => {
    expect((await callAs(ctx, undefined, 'GET', PROFILE_PATHS.userDetails)).statusCode).toBe(403);
  });
});

describe('POST updateInfo', () => {
  it('updates the name and mobile with the spec message, audited, and only for this adviser', async () => {
    const res = await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.updateInfo, {
      name: '  Mei Ling  ',
      mobile: '8765 4321',
    });
    expect(res.json()).toEqual({ success: true, msg: M.infoUpdated });
    expect(await profileOf(mei.jwt)).toMatchObject({ name: 'Mei Ling', mobile: '87654321' });
    expect(await profileOf(other.jwt)).toMatchObject({ name: other.name, mobile: other.mobile });
    const [entry] = await auditOf(mei.id, AUDIT_EVENTS.profileChanged);
    expect(entry?.details).toEqual({ nameChanged: true, mobileChanged: true });
  });

  it.each([
    [{ name: 'Mei', mobile: '71234567' }, M.mobileInvalid],
    [{ name: 'Mei', mobile: '912345678' }, M.mobileInvalid],
    [{ name: '   ', mobile: '91234567' }, M.nameRequired],
    [{ mobile: '91234567' }, M.nameRequired],
    // Issue 32: a CR/LF in the preferred name forged a line in the admin's `adviser list`.
    [{ name: 'Mallory\r\nboss@example.sg  Boss', mobile: '91234567' }, F.singleLine],
    [{ name: 'Mei\tLing', mobile: '91234567' }, F.singleLine],
  ])('refuses %j with %s', async (body, message) => {
    const res = await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.updateInfo, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, devCode: DEV_CODES.validation });
  });

  it("answers 'No change in preferred name & password' for unchanged values", async () => {
    const current = await profileOf(mei.jwt);
    const res = await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.updateInfo, {
      name: current.name,
      mobile: current.mobile,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.noChange, devCode: DEV_CODES.noChange });
  });
});

describe('GET requestUpdate', () => {
  it('opens one request that stays open, visible to this adviser only', async () => {
    const first = await callAs(ctx, mei.jwt, 'GET', PROFILE_PATHS.requestUpdate);
    expect(first.json()).toMatchObject({ success: true, msg: M.requestSubmitted });
    ctx.clock.advance(60_000);
    const again = await callAs(ctx, mei.jwt, 'GET', PROFILE_PATHS.requestUpdate);
    expect(again.json().requestedAt).toBe(first.json().requestedAt);
    // Reloading the profile page keeps the button 'Request Sent'.
    expect((await profileOf(mei.jwt)).openRequestAt).toBe(first.json().requestedAt);
    expect((await profileOf(other.jwt)).openRequestAt).toBeNull();
    expect(await auditOf(mei.id, AUDIT_EVENTS.rnfChangeRequested)).toHaveLength(1);
  });

  it('refuses a call without a token', async () => {
    expect((await callAs(ctx, undefined, 'GET', PROFILE_PATHS.requestUpdate)).statusCode).toBe(403);
  });
});

describe('POST updateSocialMediaAccAccount', () => {
  // Issue 31: http:// is a valid URL too.
  it('saves trimmed http and https links, keeps the fields not sent, and clears an empty one', async () => {
    const res = await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.updateSocial, {
      linkedin: '  https://www.linkedin.com/in/mei-ling  ',
      facebook: 'https://facebook.com/mei.ling',
      reddit: 'http://reddit.com/u/mei',
    });
    expect(res.json()).toEqual({ success: true, msg: M.socialUpdated });
    await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.updateSocial, { facebook: '' });
    const { socialMediaAccounts } = await profileOf(mei.jwt);
    expect(socialMediaAccounts).toMatchObject({
      linkedin: 'https://www.linkedin.com/in/mei-ling',
      facebook: '',
      reddit: 'http://reddit.com/u/mei',
    });
    expect((await profileOf(other.jwt)).socialMediaAccounts.linkedin).toBe('');
    const [entry] = await auditOf(mei.id, AUDIT_EVENTS.socialLinksChanged);
    expect(entry?.details).toEqual({ fields: 'facebook' });
  });

  it.each(['ftp://t.me/mei', 'javascript:alert(1)', 'www.youtube.com/@mei', 'https://x'])(
    "refuses %s with 'Please enter a valid URL' and changes nothing",
    async (url) => {
      const res = await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.updateSocial, {
        telegram: 'https://t.me/mei',
        youtube: url,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.urlInvalid, devCode: DEV_CODES.validation });
      expect((await profileOf(mei.jwt)).socialMediaAccounts.telegram).toBe('');
    },
  );
});

describe('POST clientPage', () => {
  it('saves which details the client page shows', async () => {
    const settings = {
      ...DEFAULT_CLIENT_PAGE_SETTINGS,
      showMobile: true,
      showTitle: true,
      title: ' Senior Adviser ',
    };
    const res = await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.clientPage, settings);
    expect(res.json()).toEqual({ success: true, msg: M.clientPageSaved });
    expect((await profileOf(mei.jwt)).clientPage).toEqual({ ...settings, title: 'Senior Adviser' });
    expect((await profileOf(other.jwt)).clientPage).toEqual(DEFAULT_CLIENT_PAGE_SETTINGS);
    expect(await auditOf(mei.id, AUDIT_EVENTS.clientPageChanged)).toHaveLength(1);
  });

  it('refuses a title over 80 characters and a picture that is not one of the adviser’s', async () => {
    const long = await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.clientPage, {
      ...DEFAULT_CLIENT_PAGE_SETTINGS,
      title: 'x'.repeat(81),
    });
    expect(long.json()).toEqual({ message: M.titleTooLong, devCode: DEV_CODES.validation });
    const foreign = await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.clientPage, {
      ...DEFAULT_CLIENT_PAGE_SETTINGS,
      showPicture: true,
      picture: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
