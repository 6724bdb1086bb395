import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// For tests (`@portal/pdf/read`): what a PDF says as a reader gets it, with pdf.js: each page's text,
// the tagged structure's roles in reading order, the document's marks and metadata.

type Tree = { role?: string; type?: string; children?: Tree[] };
/** pdf.js lists a page's elements with their siblings; only those with content on the page count. */
const hasContent = (tree: Tree): boolean => tree.type === 'content' || (tree.children ?? []).some(hasContent);
/** The roles with content on a page, depth-first, each indented by its depth. */
const rolesOf = (tree: Tree | null, depth = 0): string[] =>
  (tree?.children ?? [])
    .filter((child) => child.role && hasContent(child))
    .flatMap((child) => [`${' '.repeat(depth)}${child.role}`, ...rolesOf(child, depth + 1)]);

export async function readPdf(bytes: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: { lines: string[]; roles: string[] }[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const lines = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str.trim() : ''))
      .filter(Boolean);
    pages.push({ lines, roles: rolesOf((await page.getStructTree()) as Tree) });
  }
  const [, , width = 0, height = 0] = (await doc.getPage(1)).view;
  return {
    pages,
    /** All the text, one space between pieces. */
    text: pages.flatMap((p) => p.lines).join(' '),
    /** Every page's roles, depth marks removed. */
    roles: pages.flatMap((p) => p.roles.map((role) => role.trim())),
    isLandscape: width > height,
    markInfo: await doc.getMarkInfo(),
    info: (await doc.getMetadata()).info as Record<string, unknown>,
  };
}
