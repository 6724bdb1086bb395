import { useMemo, type ReactNode } from 'react';

// The parts the comparison charts share: the theme's colours, read once a chart is drawn, and each
// chart's figures as a table for those who cannot see it.

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** The theme's text, muted, primary and grid colours, so a chart follows the display settings. */
export function useChartColors() {
  return useMemo(
    () => ({
      text: cssVar('--text-color', '#333'),
      muted: cssVar('--text-color-secondary', '#666'),
      primary: cssVar('--primary-color', '#0f766e'),
      grid: cssVar('--surface-border', 'rgba(0,0,0,0.12)'),
    }),
    [],
  );
}

/** The class names of a figures table's folding box, its scrolling box and the table. */
export type FiguresClasses = { details: string; scroll: string; table: string };

type ChartFiguresProps = {
  /** The chart's title: the table's caption and the name of its scrolling region. */
  title: string;
  summary: string;
  classes: FiguresClasses;
  /** The column headers. */
  columns: readonly string[];
  /** The table's rows. */
  children: ReactNode;
};

/** A chart's figures, folded under it: a table that scrolls in a box of its own. */
export function ChartFigures({ title, summary, classes, columns, children }: ChartFiguresProps) {
  return (
    <details className={classes.details}>
      <summary>{summary}</summary>
      {/* Scrolls on its own: focusable, so a keyboard can scroll it (WCAG 2.1.1) */}
      <div className={classes.scroll} tabIndex={0} role="region" aria-label={`${title}: figures`}>
        <table className={classes.table}>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </details>
  );
}
