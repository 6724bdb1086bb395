import {
  columnText,
  defaultViewOf,
  viewCaptionOf,
  toolByType,
  type AnyComparisonTool,
  type BuiltComparisonType,
  type LegacySnapshotTable,
  type PublishedView,
  type SnapshotColumn,
  type SnapshotTable,
  type ToolView,
} from '@portal/contracts';

// ADR 0027: the client's page shows the table the adviser saw, so its columns are the adviser table's
// columns from the tool registry (label, alignment, phone visibility), in the registry's order, and each
// cell is the registry's own text for that column. Both are formatted once, at publish.

/** What the snapshot needs of a registry column. */
export type PublishedColumn = Pick<SnapshotColumn, 'key' | 'label'> &
  Partial<Pick<SnapshotColumn, 'align' | 'isShownOnPhone'>>;

export function buildSnapshotTable<C extends PublishedColumn, R extends Record<string, unknown>>(
  columns: readonly C[],
  rows: readonly R[],
  textOf: (column: C, row: R) => string,
): SnapshotTable {
  return {
    columns: columns.map((c) => ({
      key: c.key,
      label: c.label,
      align: c.align ?? 'left',
      isShownOnPhone: c.isShownOnPhone ?? true,
    })),
    rows: rows.map((row) => ({
      uniqueID: String(row.uniqueID),
      insurer: String(row.insurer),
      planName: String(row.planName),
      cells: columns.map((c) => textOf(c, row)),
    })),
  };
}

/**
 * The tool's table as the adviser saw it: its registry columns in that view, each cell by `columnText`.
 * `view`: the view the upload named (issue 10); absent, the one the table opens in.
 */
export function buildToolSnapshotTable(
  typeOrTool: BuiltComparisonType | AnyComparisonTool,
  rows: readonly Record<string, unknown>[],
  view: ToolView | null = null,
): SnapshotTable {
  const tool: AnyComparisonTool = typeof typeOrTool === 'string' ? toolByType(typeOrTool) : typeOrTool;
  const shown = view ?? defaultViewOf(tool);
  const columns = tool.columns.filter((c) => !c.viewModes || (shown && c.viewModes.includes(shown.mode)));
  return buildSnapshotTable(columns, rows, (column, row) => columnText(column, row, shown ?? undefined));
}

/** What a publish stores of the table: its columns and cells in the view named, and that view's words. */
export function buildPublishedTable(
  tool: AnyComparisonTool,
  rows: readonly Record<string, unknown>[],
  view: ToolView | null,
): { table: SnapshotTable; view: PublishedView | null } {
  // Issue 11: a value-series snapshot says the illustration rate its figures use (the body chose one).
  const rates = new Set(rows.map((row) => row.illustrationRate).filter((rate) => typeof rate === 'string'));
  const rateWords = rates.size === 1 ? ` · Illustrated at ${String([...rates][0])}% a year` : '';
  return {
    table: buildToolSnapshotTable(tool, rows, view),
    view: view ? { ...view, caption: `${viewCaptionOf(tool, view)}${rateWords}` } : null,
  };
}

/**
 * Snapshots published before ADR 0027 hold header texts only; they render as they always did: every
 * column left-aligned and kept on phones. Stored snapshots are never rewritten.
 */
export function readSnapshotTable(stored: SnapshotTable | LegacySnapshotTable): SnapshotTable {
  if ('columns' in stored) return stored;
  return {
    columns: stored.headers.map((label, i) => ({
      key: `column${i + 1}`,
      label,
      align: 'left',
      isShownOnPhone: true,
    })),
    rows: stored.rows,
  };
}
