export { PdfFlow, type PdfFonts, type TableColumn } from './flow.js';
export type { StructNode, StructRole } from './structure.js';
