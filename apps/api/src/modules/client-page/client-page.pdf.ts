import { LINK_MESSAGES, type PublicAdviser, type PublicComparison } from '@portal/contracts';
import { PdfFlow } from '@portal/pdf';
import { readPdfFonts } from '@portal/pdf/node';
import { ACCENTS } from './client-page.css.js';
import { WIDE_TABLE_COLUMNS } from './client-page.html.js';
import {
  datasetSentence,
  FIGURES_NOTICE,
  headingOf,
  insuredFacts,
  validUntilSentence,
} from './client-page-text.js';

// Issue 36: the client's page as an A4 PDF of real text (selectable, searchable, read aloud), for a
// client who keeps or forwards a document rather than a link. The same figures, columns and notices
// as the page; a table of many columns on landscape pages.

/** `picture`: the adviser's photo as JPEG, when the profile shows it. */
export async function renderClientPdf(
  c: PublicComparison,
  adviser: PublicAdviser | null,
  picture: Uint8Array | null,
): Promise<Uint8Array> {
  const adviserName = adviser ? (adviser.name ?? 'Your adviser') : c.adviser.name;
  const pdf = await PdfFlow.create({
    fonts: await readPdfFonts(),
    landscape: c.table.columns.length >= WIDE_TABLE_COLUMNS,
    accent: (ACCENTS[c.componentTheme] ?? ACCENTS.blue!)[0],
    title: headingOf(c),
    author: adviserName,
  });
  const rnf = adviser ? adviser.rnf : c.adviser.rnf;
  const photo = adviser && picture ? { jpeg: picture, alt: `Photo of ${adviserName}` } : null;
  await pdf.imageBeside(photo, [
    { text: adviserName, bold: true, size: 13 },
    ...(adviser?.title ? [{ text: adviser.title }] : []),
    ...(rnf ? [{ text: `Adviser · RNF ${rnf}` }] : []),
    ...(adviser?.mobile ? [{ text: `Mobile ${adviser.mobile}` }] : []),
    ...(adviser?.email ? [{ text: `Email ${adviser.email}` }] : []),
  ]);
  pdf.heading(headingOf(c), 1);
  pdf.muted(datasetSentence(c));
  if (c.isStale) pdf.text(LINK_MESSAGES.clientStaleNotice, { bold: true, size: 9.5 });

  pdf.heading("Adviser's recommendation");
  pdf.text(c.advisorRecommendation);
  pdf.heading('Insured');
  pdf.text(insuredFacts(c).join(' · '));

  pdf.heading('Plans compared');
  if (c.view) pdf.muted(c.view.caption);
  pdf.table(
    c.table.columns,
    c.table.rows.map((row) => c.table.columns.map((_, i) => row.cells[i] ?? '')),
  );

  if (c.facts) {
    pdf.heading('What these figures assume');
    for (const [label, text] of c.facts.criteria) pdf.text(`${label}: ${text}`, { size: 9.5, gapAfter: 1 });
    pdf.bullets(c.facts.assumptions, 9.5);
    if (c.facts.unavailable.length) {
      pdf.heading('Not available for these criteria', 3);
      pdf.bullets(
        c.facts.unavailable.map((u) => `${u.plan}: ${u.reason}`),
        9.5,
      );
    }
  }
  pdf.muted(`${datasetSentence(c)} ${FIGURES_NOTICE}`);
  pdf.muted(validUntilSentence(c));
  return pdf.save(`${headingOf(c)} · ${adviserName}${rnf ? ` (RNF ${rnf})` : ''}`);
}
