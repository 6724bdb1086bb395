import { writeFileSync } from 'node:fs';
import {
  DEFAULT_CLIENT_PAGE_SETTINGS,
  PROFILE_PATHS,
  uploadPathFor,
  uploadReplySchema,
} from '@portal/contracts';
import { readPdf as pdfOf } from '@portal/pdf/read';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { appWithAdviser, uploadPayload } from '../links/links-test-kit.js';
import { makeImage, uploadAndRecord } from '../pictures/pictures-test-kit.js';
import { callAs, type SignedInAdviser } from '../profile/profile-test-kit.js';

// Issue 36: the client's page as a PDF of real text, with every figure the page shows.
let ctx: TestContext;
let mei: SignedInAdviser;
appWithAdviser(['term', 'wholeLifePlan'], (made) => ({ ctx, adviser: mei } = made));

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function publish(type: 'term' | 'wholeLifePlan') {
  const res = await callAs(ctx, mei.jwt, 'POST', uploadPathFor(type), uploadPayload(type, mei.rnf));
  expect(res.statusCode, res.body).toBe(200);
  return uploadReplySchema.parse(res.json()).id;
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
/** The texts of the page's comparison table, header and cells. */
const tableTexts = (html: string) => {
  const table = /<table[^>]*>([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  const withoutInfo = table.replace(/<td class="plan-info"[\s\S]*?<\/details><\/td>/g, '');
  return [...withoutInfo.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)]
    .map((m) => unescapeHtml(m[1]!).trim())
    .filter(Boolean);
};

describe('Download PDF on the client page', () => {
  it('offers the PDF on the page, and the PDF holds every plan, premium, the rnf and the data date', async () => {
    await uploadAndRecord(ctx, mei.jwt, 'avatarURL', await makeImage(300, 300));
    const saved = await callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.clientPage, {
      ...DEFAULT_CLIENT_PAGE_SETTINGS,
      showPicture: true,
      showRnf: true,
      showMobile: true,
      showEmail: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await publish('term');
    const page = await get(`/c/${mei.rnf}/${id}`);
    expect(page.body).toContain(`<a href="${id}/pdf" download>Download PDF</a>`);

    const res = await get(`/c/${mei.rnf}/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Term-comparison-Tan-Ah-Kow.pdf"');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.rawPayload.byteLength).toBeLessThan(300_000);
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, res.rawPayload);
    const pdf = await pdfOf(res.rawPayload);
    const texts = tableTexts(page.body);
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) expect(pdf.text).toContain(text);
    // The rows are the page's, each plan once.
    const rows = [...page.body.matchAll(/<tr><td /g)].length;
    expect(rows).toBeGreaterThanOrEqual(5);
    expect(pdf.text).toContain(`RNF ${mei.rnf}`);
    expect(pdf.text).toContain('Term comparison for Tan Ah Kow');
    expect(pdf.text).toContain("Plan A suits you best. It's 10% cheaper & (mostly) better - $5 less!");
    const dataDate = /premium data version effective (\d\d\/\d\d\/\d{4})/.exec(page.body)?.[1];
    expect(dataDate).toBeDefined();
    expect(pdf.text).toContain(`premium data version effective ${dataDate}`);
    expect(pdf.text).toContain('non-guaranteed values are not guaranteed');
    expect(pdf.pages.at(-1)?.lines).toContain(`Page ${pdf.pages.length} of ${pdf.pages.length}`);
  });

  it('puts a table of many columns on landscape pages, with every cell of the page', async () => {
    const id = await publish('wholeLifePlan');
    const page = await get(`/c/${mei.rnf}/${id}`);
    const res = await get(`/c/${mei.rnf}/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}.wide.pdf`, res.rawPayload);
    const pdf = await pdfOf(res.rawPayload);
    expect(pdf.isLandscape).toBe(true);
    for (const text of tableTexts(page.body)) expect(pdf.text).toContain(text);
  });

  it("answers an unknown link or another rnf's as the page does: the same 404", async () => {
    const id = await publish('term');
    const missPage = await get(`/c/${mei.rnf}/AAAAAAAAAAAAAAAAAAAAAAAA`);
    const miss = await get(`/c/${mei.rnf}/AAAAAAAAAAAAAAAAAAAAAAAA/pdf`);
    expect(miss.statusCode).toBe(404);
    expect(miss.body).toBe(missPage.body);
    const wrongRnf = await get(`/c/ZZ999999/${id}/pdf`);
    expect(wrongRnf.statusCode).toBe(404);
    expect(wrongRnf.headers['content-type']).toContain('text/html');
  });
});
