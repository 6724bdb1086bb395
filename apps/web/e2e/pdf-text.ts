import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Issue 36: what a PDF says, as a reader gets it: its text and its tagged structure's roles.
type Tree = { role?: string; type?: string; children?: Tree[] };
/** pdf.js lists a page's elements with their siblings; only those with content on the page count. */
const hasContent = (tree: Tree): boolean => tree.type === 'content' || (tree.children ?? []).some(hasContent);
const rolesOf = (tree: Tree | null): string[] =>
  (tree?.children ?? [])
    .filter((child) => child.role && hasContent(child))
    .flatMap((child) => [child.role!, ...rolesOf(child)]);

export async function readPdf(bytes: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  let text = '';
  const roles: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    text += ` ${(await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')}`;
    roles.push(...rolesOf((await page.getStructTree()) as Tree));
  }
  return { text: text.replace(/\s+/g, ' '), roles, pages: doc.numPages };
}
