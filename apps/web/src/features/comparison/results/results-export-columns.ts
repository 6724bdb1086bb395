import type { ResultColumn } from './result-column';
import type { ExportColumn, ExportHeader } from './results-export';
import type { ResultView, ResultViews } from './results-views';

/**
 * Issue 31: the file's columns for the columns a view shows. A registry column writes its typed fields
 * (several for one packed on screen); another writes its cents as money, else its text.
 */
export function exportColumnsOf<T>(columns: readonly ResultColumn<T>[]): ExportColumn<T>[] {
  return columns.flatMap((c): ExportColumn<T>[] => {
    if (c.exportFields)
      return c.exportFields.map((f) => ({
        header: f.header,
        kind: f.kind,
        ...(f.decimals === undefined ? {} : { decimals: f.decimals }),
        value: f.value,
      }));
    const { cents } = c;
    return [
      cents
        ? { header: c.header, kind: 'money', value: (row) => cents(row) }
        : { header: c.header, kind: 'text', value: (row) => c.text(row) },
    ];
  });
}

/** Issue 31: a file of a view with modes says which view, and the year or age a compare-at view reads. */
export function exportHeaderOf(
  header: ExportHeader,
  views: ResultViews | undefined,
  view: ResultView,
): ExportHeader {
  if (!views) return header;
  const lines: (readonly [string, string])[] = [...header];
  const mode = views.modes.find((m) => m.key === view.mode);
  if (mode && views.modes.length > 1) lines.push(['View', mode.label]);
  const { compareAt } = views;
  const isShown = compareAt && (!compareAt.modes || compareAt.modes.includes(view.mode));
  if (compareAt && isShown && view.compareAt !== null) {
    const at = views.compareAtLabel
      ? views.compareAtLabel(view.compareAt)
      : `${compareAt.kind === 'age' ? 'Age' : 'Year'} ${view.compareAt}`;
    lines.push(['Values at', at]);
  }
  return lines;
}

/**
 * Issue 31: a file of a view with modes is named for its view and the year or age it reads
 * ('Whole-Life-Values-Age-70'), so files of two views never share a name.
 */
export function exportNameOf(name: string, views: ResultViews | undefined, view: ResultView): string {
  if (!views) return name;
  const parts = [name];
  const mode = views.modes.find((m) => m.key === view.mode);
  if (mode && views.modes.length > 1) parts.push(mode.label);
  const { compareAt } = views;
  const isShown = compareAt && (!compareAt.modes || compareAt.modes.includes(view.mode));
  if (compareAt && isShown && view.compareAt !== null)
    parts.push(`${compareAt.kind === 'age' ? 'Age' : 'Year'} ${view.compareAt}`);
  return parts
    .join(' ')
    .replace(/[^A-Za-z0-9%.()]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
