import {
  DEFAULT_CLIENT_PAGE_SETTINGS,
  LINK_PATHS,
  PROFILE_PATHS,
  uploadPathFor,
  uploadReplySchema,
} from '@portal/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { signIn } from '../../test/http.js';
import { appWithAdviser, uploadPayload } from '../links/links-test-kit.js';
import { listOf, makeImage, uploadAndRecord } from '../pictures/pictures-test-kit.js';
import { callAs, signedInAdviser, type SignedInAdviser } from '../profile/profile-test-kit.js';
import { CLIENT_PAGE_CSS_HASH } from './client-page.css.js';
import { renderUnavailablePage } from './client-page.html.js';

// Issue 14: the client's page carries the adviser, each detail only if ticked in the profile; the
// expired or disabled page names who to contact, while unknown links stay indistinguishable.
let ctx: TestContext;
let mei: SignedInAdviser;
appWithAdviser(['term'], (made) => ({ ctx, adviser: mei } = made));

const DAY = 86_400_000;
const page = (rnf: string, id: string) => ctx.app.inject({ method: 'GET', url: `/c/${rnf}/${id}` });
const unescapeAttr = (v: string) => v.replace(/&amp;/g, '&');
const pictureSrc = (html: string) => /<img class="adviser-picture" src="([^"]+)"/.exec(html)?.[1];

async function publish(adviser: SignedInAdviser) {
  const res = await callAs(
    ctx,
    adviser.jwt,
    'POST',
    uploadPathFor('term'),
    uploadPayload('term', adviser.rnf),
  );
  expect(res.statusCode, res.body).toBe(200);
  return uploadReplySchema.parse(res.json()).id;
}
const saveSettings = (adviser: SignedInAdviser, settings: object) =>
  callAs(ctx, adviser.jwt, 'POST', PROFILE_PATHS.clientPage, {
    ...DEFAULT_CLIENT_PAGE_SETTINGS,
    ...settings,
  });

describe('the published page shows the adviser as ticked', () => {
  it('shows the chosen picture, name, title, mobile and social links, and nothing unticked', async () => {
    await uploadAndRecord(ctx, mei.jwt, 'avatarURL', await makeImage(300, 300));
    await uploadAndRecord(ctx, mei.jwt, 'avatarURL', await makeImage(500, 500));
    const [, chosen] = (await listOf(ctx, mei.jwt, 'avatarURL')).pictures;
    await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.updateSocial, {
      linkedin: 'https://www.linkedin.com/in/mei-ling',
    });
    const saved = await saveSettings(mei, {
      showPicture: true,
      picture: chosen?.fileName,
      showTitle: true,
      title: 'Senior Adviser <b>& "Partner"</b>',
      showRnf: false,
      showMobile: true,
    });
    expect(saved.statusCode).toBe(200);
    const id = await publish(mei);

    const res = await page(mei.rnf, id);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<strong>${mei.name}</strong>`);
    expect(html).toContain('Senior Adviser &lt;b&gt;&amp; &quot;Partner&quot;&lt;/b&gt;');
    expect(html).toContain(`<a href="tel:+65${mei.mobile}">${mei.mobile}</a>`);
    expect(html).toContain(
      '<a href="https://www.linkedin.com/in/mei-ling" rel="noopener noreferrer nofollow">LinkedIn</a>',
    );
    expect(html).not.toContain(`RNF ${mei.rnf}`);
    expect(html).not.toContain(mei.email);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);

    // The picture is the chosen one, served under the page's own prefix.
    const src = unescapeAttr(pictureSrc(html) ?? '');
    expect(src).toMatch(new RegExp(`^/c/_pictures/${chosen?.fileName}\\?exp=\\d+&sig=`));
    const picture = await ctx.app.inject({ method: 'GET', url: src });
    expect(picture.statusCode).toBe(200);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 500, height: 500 });
  });

  it('follows the profile: a new name shows, unticking hides, a deleted picture falls back', async () => {
    const id = await publish(mei);
    ctx.clock.advance(30_000);
    mei.jwt = (await signIn(ctx, mei)).jwt;
    await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.updateInfo, {
      name: 'Mei Ling Tan',
      mobile: '98765432',
    });
    const [first, chosen] = (await listOf(ctx, mei.jwt, 'avatarURL')).pictures;
    await callAs(ctx, mei.jwt, 'POST', '/api/dashboard/profile/managePic', {
      type: 'avatarURL',
      arr: [first?.fileName],
    });
    const fallback = (await page(mei.rnf, id)).body;
    expect(fallback).toContain('<strong>Mei Ling Tan</strong>');
    expect(pictureSrc(fallback)).toContain(first?.fileName);
    expect(fallback).not.toContain(chosen?.fileName);

    await saveSettings(mei, { showName: false, showRnf: true });
    const plain = (await page(mei.rnf, id)).body;
    expect(plain).not.toContain('Mei Ling Tan');
    expect(plain).toContain('<strong>Your adviser</strong>');
    expect(plain).toContain(`RNF ${mei.rnf}`);
    expect(pictureSrc(plain)).toBeUndefined();
    expect(plain).not.toContain('98765432');
  });

  it("another adviser's page shows their own details with the defaults", async () => {
    const other = await signedInAdviser(ctx);
    const html = (await page(other.rnf, await publish(other))).body;
    expect(html).toContain(`<strong>${other.name}</strong>`);
    expect(html).toContain(`RNF ${other.rnf}`);
    expect(html).not.toContain('linkedin');
    expect(pictureSrc(html)).toBeUndefined();
  });
});

describe('the page of a link that is gone', () => {
  const cssHref = `/c/page.${CLIENT_PAGE_CSS_HASH}.css`;

  it('names the adviser for an expired or disabled link of that rnf', async () => {
    const adviser = await signedInAdviser(ctx);
    await saveSettings(adviser, { showEmail: true });
    const expiring = await publish(adviser);
    const disabled = await publish(adviser);
    await callAs(ctx, adviser.jwt, 'POST', LINK_PATHS.disable, { uniqueID: disabled });
    const off = await page(adviser.rnf, disabled);
    expect(off.statusCode).toBe(404);
    expect(off.body).toContain(`Please contact ${adviser.name} for a new link.`);
    expect(off.body).toContain(`<a href="mailto:${adviser.email}">`);

    ctx.clock.advance(9 * DAY);
    const expired = await page(adviser.rnf.toLowerCase(), expiring);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain(`Please contact ${adviser.name} for a new link.`);
  });

  it('keeps unknown ids and a wrong rnf indistinguishable: the same page, no adviser', async () => {
    const adviser = await signedInAdviser(ctx);
    const other = await signedInAdviser(ctx);
    const id = await publish(adviser);
    const generic = renderUnavailablePage(cssHref);
    const unknown = await page(adviser.rnf, 'AAAAAAAAAAAAAAAAAAAAAAAA');
    const wrongRnf = await page(other.rnf, id);
    for (const res of [unknown, wrongRnf]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(generic);
    }
    expect(wrongRnf.body).not.toContain(adviser.name);
  });
});
