import {
  PDFArray,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

// Issue 36: a tagged PDF. What a reader reads is marked content (BDC ... EMC with an MCID) belonging to
// a structure element (H1, P, Table, TD ...), the elements in reading order under one Document element;
// decoration (rules, shading, footers) is marked /Artifact. Screen readers, search and reflow follow it.

export type StructRole =
  'H1' | 'H2' | 'H3' | 'P' | 'L' | 'LI' | 'LBody' | 'Table' | 'TR' | 'TH' | 'TD' | 'Figure';

type MarkedContent = { page: PDFPage; mcid: number };
export type StructNode = { role: StructRole; alt?: string; kids: (StructNode | MarkedContent)[] };

const isMarked = (kid: StructNode | MarkedContent): kid is MarkedContent => 'mcid' in kid;

export class StructureTree {
  private readonly top: StructNode[] = [];
  /** Per page, the structure element of each MCID (the page's entry in the parent tree). */
  private readonly owners = new Map<PDFPage, StructNode[]>();

  constructor(private readonly doc: PDFDocument) {}

  /** A new element at the end of `parent` (of the document when none is given). */
  add(role: StructRole, parent?: StructNode, alt?: string): StructNode {
    const node: StructNode = { role, kids: [], ...(alt ? { alt } : {}) };
    (parent ? parent.kids : this.top).push(node);
    return node;
  }

  /** Draws `draw` on `page` as content of `node`. */
  mark(page: PDFPage, node: StructNode, draw: () => void) {
    const owners = this.owners.get(page) ?? [];
    this.owners.set(page, owners);
    const mcid = owners.length;
    owners.push(node);
    node.kids.push({ page, mcid });
    // An inline properties dictionary, written as it goes into the content stream.
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of(node.role),
        `<</MCID ${mcid}>>`,
      ]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Draws `draw` on `page` as decoration, outside the structure. */
  artifact(page: PDFPage, draw: () => void) {
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Writes the structure tree, the parent tree and the catalog's marks; call once, before saving. */
  finish() {
    const { context, catalog } = this.doc;
    const rootRef = context.nextRef();
    const refs = new Map<StructNode, PDFRef>();
    const write = (node: StructNode, parent: PDFRef): PDFRef => {
      const ref = context.nextRef();
      refs.set(node, ref);
      const kids = node.kids.map((kid) =>
        isMarked(kid) ? context.obj({ Type: 'MCR', Pg: kid.page.ref, MCID: kid.mcid }) : write(kid, ref),
      );
      const dict = context.obj({ Type: 'StructElem', S: node.role, P: parent, K: kids });
      if (node.alt) dict.set(PDFName.of('Alt'), PDFString.of(node.alt));
      context.assign(ref, dict);
      return ref;
    };
    const documentRef = context.nextRef();
    const documentKids = this.top.map((node) => write(node, documentRef));
    context.assign(
      documentRef,
      context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: documentKids }),
    );
    const nums = PDFArray.withContext(context);
    this.doc.getPages().forEach((page, index) => {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(index));
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      nums.push(PDFNumber.of(index));
      nums.push(context.obj((this.owners.get(page) ?? []).map((node) => refs.get(node)!)));
    });
    const parentTree = context.register(context.obj({ Nums: nums }));
    context.assign(
      rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: documentRef,
        ParentTree: parentTree,
        ParentTreeNextKey: this.doc.getPageCount(),
      }),
    );
    catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
  }
}
