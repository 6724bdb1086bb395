import { describe, expect, it } from 'vitest';
import { PdfFlow } from './flow.js';
import { readPdf } from './read-pdf.js';
import { readPdfFonts } from './node.js';

const rows = Array.from({ length: 60 }, (_, i) => [
  `Insurer ${i + 1}`,
  `Plan ${i + 1}`,
  `S$${(i + 1) * 100}.00`,
]);

async function sample() {
  const pdf = await PdfFlow.create({
    fonts: await readPdfFonts(),
    accent: '#1d4ed8',
    title: 'Term comparison for Tan Mei Ling',
    author: 'Lim Wei Jie',
  });
  pdf.heading('Term comparison for Tan Mei Ling', 1);
  pdf.heading("Adviser's recommendation");
  pdf.text('Plan A suits you best — 10% cheaper & S$5 less, née Müller.');
  pdf.bullets(['First point', 'Second point']);
  pdf.table(
    [
      { label: 'Insurer', align: 'left' },
      { label: 'Plan', align: 'left' },
      { label: 'Annual Premium', align: 'right' },
    ],
    rows,
  );
  pdf.heading('What these figures assume', 3);
  return pdf.save('Term comparison for Tan Mei Ling');
}

describe('PdfFlow', () => {
  it('writes real text, with every character and each row once, across pages numbered n of N', async () => {
    const { pages, text: all } = await readPdf(await sample());
    expect(all).toContain('Plan A suits you best — 10% cheaper & S$5 less, née Müller.');
    for (const [insurer, plan, premium] of rows) {
      expect(all).toContain(insurer);
      expect(all).toContain(plan);
      expect(all).toContain(premium);
    }
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page.lines).toContain(`Page ${i + 1} of ${pages.length}`));
    // The header row again at the top of the next page.
    expect(pages[1]!.lines.slice(0, 3)).toEqual(['Insurer', 'Plan', 'Annual Premium']);
  });

  it('is tagged: headings, paragraph, list and table in reading order, the repeated header not again', async () => {
    const { pages, markInfo, info } = await readPdf(await sample());
    expect(markInfo?.Marked).toBe(true);
    expect(info).toMatchObject({ Title: 'Term comparison for Tan Mei Ling', Author: 'Lim Wei Jie' });
    const first = pages[0]!.roles;
    expect(first.filter((r) => !r.startsWith(' '))).toEqual(['Document']);
    expect(first.filter((r) => /^ \S/.test(r)).map((r) => r.trim())).toEqual(['H1', 'H2', 'P', 'L', 'Table']);
    const headerCells = pages.flatMap((p) => p.roles).filter((r) => r.trim() === 'TH');
    expect(headerCells).toHaveLength(3);
    const dataRows = pages.flatMap((p) => p.roles).filter((r) => r.trim() === 'TR');
    // Each page's tree lists the rows with content on it: 60 rows and the header row in all.
    expect(dataRows.length).toBe(61);
    expect(pages.at(-1)!.roles.map((r) => r.trim())).toContain('H3');
  });
});
