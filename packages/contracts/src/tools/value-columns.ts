import type { CellValue, ToolColumn, ToolView, ViewMode } from './define-tool.js';

// Issue 11: column builders of the value-series tools (whole life endowment, lifetime income,
// retirement income): integer years, percentages and amounts read at the view's compare-at year.

type Extra<Row> = Partial<Omit<ToolColumn<Row>, 'key' | 'label' | 'value' | 'format'>>;
const right = { align: 'right', isSortable: true, isShownOnPhone: true } as const;

/** A fraction as the percent a cell shows, 2 decimals; none stays none. */
export const percentOf = (fraction: number | null | undefined): number | null =>
  fraction === null || fraction === undefined ? null : Math.round(fraction * 10_000) / 100;

/** spec 001 §9: single pay reads 'Single', else '5 Years'. */
export const premiumTermLabel = (years: number) => (years === 1 ? 'Single' : `${years} Years`);

/** A builder for one row type, so each accessor is typed by the row it reads. */
export const valueColumnsFor =
  <Row>() =>
  (
    key: string,
    label: string,
    format: ToolColumn<Row>['format'],
    value: (row: Row, view?: ToolView) => CellValue,
    more?: Extra<Row>,
  ): ToolColumn<Row> => ({ key, label, value, format, ...right, ...more });

/** A column's `viewModes`: shown in these view modes only. */
export const inModes = (...modes: string[]) => ({ viewModes: modes });

/** spec 001 §9: the Premium Term column (Single, 5 Years ...), sorted by its years. */
export const premiumTermColumn = <Row extends { premiumTerm: number }>(more?: Extra<Row>): ToolColumn<Row> =>
  valueColumnsFor<Row>()('premiumTerm', 'Premium Term', 'premiumYears', (r) => r.premiumTerm, {
    align: 'left',
    sortValue: (r) => r.premiumTerm,
    ...more,
  });

/** The compare-at year a view shows, the tool's default when the view has none. */
export const yearOfView = (view: ToolView | undefined, fallback: number) => view?.compareAt ?? fallback;

const VIEW_MODE_LABELS = {
  value: 'Value',
  values: 'Values',
  kpis: 'KPIs',
  index: 'Index Account',
  fixed: 'Fixed/General Account',
} as const;

/** spec 001 §2: a value-series table's view modes, Default first, then the tool's own in order. */
export const viewModesOf = (...keys: (keyof typeof VIEW_MODE_LABELS)[]): ViewMode[] => [
  { key: 'default', label: 'Default' },
  ...keys.map((key) => ({ key, label: VIEW_MODE_LABELS[key] })),
];
