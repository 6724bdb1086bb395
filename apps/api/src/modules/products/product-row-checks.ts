/** What the checks read of a product row, and the error they add (dataset-file.ts's RowError). */
interface ProductRowNames {
  insurer: string;
  planName: string;
}
interface ProductRowError {
  sheet: 'products';
  row: number;
  column: string;
  message: string;
}

/**
 * Issue 33: product rows the row schema cannot judge alone, which the database would otherwise refuse
 * part-way through the import without naming the row: the insurer must be listed, one row a plan, and
 * no text may hold a NUL character (Postgres text cannot).
 */
export function checkProductRows(
  rows: readonly ProductRowNames[],
  insurers: readonly { name: string }[],
  firstDataRow: number,
  errors: { push(error: ProductRowError): unknown },
) {
  const known = new Set(insurers.map((i) => i.name));
  const firstRowOfPlan = new Map<string, number>();
  rows.forEach((row, index) => {
    const error = (column: string, message: string) =>
      errors.push({ sheet: 'products', row: index + firstDataRow, column, message });
    if (!known.has(row.insurer)) error('insurer', `unknown insurer ${row.insurer}`);
    const plan = `${row.insurer}|${row.planName}`;
    const first = firstRowOfPlan.get(plan);
    if (first === undefined) firstRowOfPlan.set(plan, index + firstDataRow);
    else error('planName', `${row.planName} of ${row.insurer} repeats row ${first}`);
    const column = columnWithNul(row);
    if (column) error(column, 'must not contain a NUL character');
  });
}

/** The path of the first text within `value` that holds a NUL character. */
function columnWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(row)' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = columnWithNul(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
