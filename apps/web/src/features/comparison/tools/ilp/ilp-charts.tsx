import { ilpPlanLabel, type IlpRow } from '@portal/contracts';
import { formatMoney } from '@portal/core';
import { Chart } from 'primereact/chart';
import { useMemo, type ReactNode } from 'react';
import { ChartFigures, useChartColors, type FiguresClasses } from '../chart-figures';
import { moneyTick } from '../chart-ticks';

// Issue 13, spec 001 §2: the results' bar chart (projected value per plan beside the premiums paid, the
// break-even yield in each plan's label) and a row's fund value chart over time. Each chart has its
// figures as a table for those who cannot see it (sr-only: the results table shows the same figures).

const dollars = (cents: number) => formatMoney(cents, { showCents: false });
/** A tooltip's line: the series and its value in whole dollars (the chart holds dollars). */
const dollarsLabel = (item: TooltipItem) => `${item.dataset.label ?? ''}: ${dollars(Number(item.raw) * 100)}`;
const breakEvenText = (row: IlpRow) =>
  row.breakEvenYield === null ? 'Break even: -' : `Break even: ${row.breakEvenYield.toFixed(2)}%`;

const FIGURES_CLASSES: FiguresClasses = {
  details: 'ilp-figures',
  scroll: 'ilp-figures-scroll',
  table: 'ilp-figures-table',
};

type TooltipItem = { dataset: { label?: string }; raw: unknown };

/**
 * A line chart over policy years: the legend under it, the year in each tooltip's title, `yTick` on
 * the values' axis. Drawn at once: a redraw (resize, theme) never shows a line half drawn.
 */
export function yearLineOptions(
  colors: ReturnType<typeof useChartColors>,
  {
    tooltipLabel,
    yTick,
  }: { tooltipLabel: (item: TooltipItem) => string; yTick: (v: string | number) => string },
) {
  return {
    animation: false as const,
    maintainAspectRatio: false,
    plugins: {
      legend: { position: 'bottom' as const, labels: { color: colors.text } },
      tooltip: {
        callbacks: {
          title: (items: { label: string }[]) => `End of year ${items[0]?.label ?? ''}`,
          label: tooltipLabel,
        },
      },
    },
    scales: {
      x: {
        title: { display: true, text: 'End of policy year', color: colors.text },
        ticks: { color: colors.text },
        grid: { display: false },
      },
      y: { ticks: { color: colors.text, callback: yTick }, grid: { color: colors.grid } },
    },
  };
}

type YearLineFigureProps = {
  title: string;
  data: object;
  options: object;
  /** The folded table's summary. */
  summary: string;
  columns: readonly string[];
  /** The table's rows, year by year. */
  children: ReactNode;
};

/** A row's line chart over policy years, its figures folded beneath (fund value, fund price). */
export function YearLineFigure({ title, data, options, summary, columns, children }: YearLineFigureProps) {
  return (
    <figure className="ilp-chart">
      <figcaption className="ilp-chart-caption">{title}</figcaption>
      <div className="ilp-chart-canvas ilp-fund-canvas">
        <Chart type="line" data={data} options={options} ariaLabel={title} className="ilp-chart-fill" />
      </div>
      <ChartFigures title={title} summary={summary} classes={FIGURES_CLASSES} columns={columns}>
        {children}
      </ChartFigures>
    </figure>
  );
}

/** The projected value of each available plan, highest first, beside what was paid in. */
export function IlpValueBars({ rows, title }: { rows: readonly IlpRow[]; title: string }) {
  const colors = useChartColors();
  const shown = rows.filter((r) => r.availablity && r.totalValueCents !== null);
  const isCustom = shown.some((r) => r.comparisonType === 'custom');
  const key = JSON.stringify(shown.map((r) => [r.uniqueID, r.totalValueCents, r.breakEvenYield]));
  const data = useMemo(
    () => ({
      labels: shown.map((r) => [ilpPlanLabel(r), isCustom ? breakEvenText(r) : r.insurer]),
      datasets: [
        {
          label: 'Projected value',
          data: shown.map((r) => (r.totalValueCents ?? 0) / 100),
          backgroundColor: colors.primary,
          borderRadius: 4,
        },
        {
          label: 'Premiums paid',
          data: shown.map((r) => r.totalInvestedPremiumCents / 100),
          backgroundColor: colors.muted,
          borderRadius: 4,
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redraw only when the figures change
    [key, colors],
  );
  const options = useMemo(
    () => ({
      indexAxis: 'y' as const,
      // Drawn at once: a redraw (resize, theme) never shows bars half grown, nor does a screenshot
      animation: false as const,
      maintainAspectRatio: false,
      plugins: {
        legend: { position: 'bottom' as const, labels: { color: colors.text } },
        tooltip: { callbacks: { label: dollarsLabel } },
      },
      scales: {
        x: { ticks: { color: colors.text, callback: moneyTick }, grid: { color: colors.grid } },
        y: { ticks: { color: colors.text, autoSkip: false }, grid: { display: false } },
      },
    }),
    [colors],
  );
  if (shown.length === 0) return null;
  return (
    <figure className="ilp-chart ilp-value-bars">
      <figcaption className="ilp-chart-caption">{title}</figcaption>
      <div className="ilp-chart-canvas" style={{ height: `${Math.max(12, shown.length * 3.6 + 4)}rem` }}>
        <Chart type="bar" data={data} options={options} ariaLabel={title} className="ilp-chart-fill" />
      </div>
      {/* A table ignores the 1 px box of .sr-only: its wrapper carries it */}
      <div className="sr-only">
        <table>
          <caption>{title}: figures</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Projected value</th>
              <th scope="col">Premiums paid</th>
              {isCustom ? <th scope="col">Break even yield</th> : null}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.uniqueID}>
                <th scope="row">
                  {r.insurer} {ilpPlanLabel(r)}
                </th>
                <td>{dollars(r.totalValueCents ?? 0)}</td>
                <td>{dollars(r.totalInvestedPremiumCents)}</td>
                {isCustom ? <td>{r.breakEvenYield === null ? '-' : `${r.breakEvenYield}%`}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** spec 001 §2, §4: a row's fund value by policy year: premiums paid against the (projected or PI) value. */
export function IlpFundChart({ row }: { row: IlpRow }) {
  const colors = useChartColors();
  const valueLabel = row.comparisonType === 'custom' ? 'Projected value' : 'Surrender value at 8%';
  const title = `${row.insurer} ${ilpPlanLabel(row)}: fund value by policy year`;
  const data = useMemo(
    () => ({
      labels: row.yearly.map((y) => `${y.endOfYear}`),
      datasets: [
        {
          label: valueLabel,
          data: row.yearly.map((y) => y.valueCents / 100),
          borderColor: colors.primary,
          backgroundColor: colors.primary,
          fill: false,
          tension: 0.25,
          pointRadius: 2,
        },
        {
          label: 'Premiums paid',
          data: row.yearly.map((y) => y.totalInvestedPremiumCents / 100),
          borderColor: colors.muted,
          backgroundColor: colors.muted,
          borderDash: [6, 4],
          stepped: true,
          pointRadius: 0,
        },
      ],
    }),
    [row, colors, valueLabel],
  );
  const options = useMemo(
    () => ({
      ...yearLineOptions(colors, { tooltipLabel: dollarsLabel, yTick: moneyTick }),
      interaction: { mode: 'index' as const, intersect: false },
    }),
    [colors],
  );
  return (
    <YearLineFigure
      title={title}
      data={data}
      options={options}
      summary="Figures by year"
      columns={['Year', 'Premiums paid', valueLabel]}
    >
      {row.yearly.map((y) => (
        <tr key={y.endOfYear}>
          <th scope="row">{y.endOfYear}</th>
          <td>{dollars(y.totalInvestedPremiumCents)}</td>
          <td>{dollars(y.valueCents)}</td>
        </tr>
      ))}
    </YearLineFigure>
  );
}
