import { formatMoney } from '@portal/core';
import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import './value-series-chart.css';
import { ChartFigures, useChartColors, type FiguresClasses } from './chart-figures';
import { moneyTick } from './chart-ticks';

// Issue 11 ("beyond the spec"): Whole Life Endowment's and Lifetime Income's total surrender value by
// policy year for the plans the table shows (the rate toggled, the search, hidden rows and the keyword
// applied), each plan's break-even year (Total) marked at its premiums paid. The reply carries the
// surrender value at the compare years (20 to 60), so those are the points; the figures are also a
// collapsible table for those who cannot see the chart.

/** What the chart reads of a row: the table's own fields, and its total surrender value at a year. */
export type ValueChartPlan = {
  uniqueID: string;
  insurer: string;
  planName: string;
  premiumTerm: number;
  illustrationRate: string;
  annualPremiumCents: number;
  breakEvenYear_Total: number | null;
};

// Distinct at a glance and against white (each at least 3:1, WCAG 1.4.11).
const PALETTE = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#6d28d9', '#4d7c0f', '#0e7490', '#a21caf'];
const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot', 'crossRot', 'star', 'rectRounded', 'cross'];

const FIGURES_CLASSES: FiguresClasses = {
  details: 'value-chart-figures',
  scroll: 'value-chart-scroll',
  table: 'value-chart-table',
};

const dollars = (cents: number) => formatMoney(cents, { showCents: false });
const termText = (term: number) => (term === 1 ? 'Single' : `${term}-year pay`);
export const valueChartPlanLabel = (row: ValueChartPlan) =>
  `${row.insurer} ${row.planName} (${termText(row.premiumTerm)})`;

export function SurrenderValueChart<Row extends ValueChartPlan>({
  rows,
  years,
  totalSurrenderAt,
}: {
  rows: readonly Row[];
  years: readonly number[];
  totalSurrenderAt: (row: Row, year: number) => number | null;
}) {
  const colors = useChartColors();
  const rate = rows[0]?.illustrationRate ?? '';
  const title = `Total surrender value by policy year, illustrated at ${rate}% a year`;
  const paidOf = (row: Row) => row.annualPremiumCents * row.premiumTerm;
  const key = JSON.stringify(rows.map((r) => [r.uniqueID, ...years.map((y) => totalSurrenderAt(r, y))]));
  const data = useMemo(
    () => ({
      datasets: [
        ...rows.map((row, i) => ({
          type: 'line' as const,
          label: valueChartPlanLabel(row),
          data: years.flatMap((year) => {
            const cents = totalSurrenderAt(row, year);
            return cents === null ? [] : [{ x: year, y: cents / 100 }];
          }),
          borderColor: PALETTE[i % PALETTE.length],
          backgroundColor: PALETTE[i % PALETTE.length],
          pointStyle: POINT_STYLES[i % POINT_STYLES.length],
          pointRadius: 4,
          tension: 0.2,
        })),
        // The level each marker sits at, when every plan shown has paid the same (one total premium)
        ...(new Set(rows.map(paidOf)).size === 1
          ? [
              {
                type: 'line' as const,
                label: 'Premiums paid',
                data: [
                  { x: 0, y: paidOf(rows[0]!) / 100 },
                  { x: years[years.length - 1] ?? 60, y: paidOf(rows[0]!) / 100 },
                ],
                borderColor: colors.muted,
                backgroundColor: colors.muted,
                borderDash: [6, 4],
                borderWidth: 1.5,
                pointRadius: 0,
                pointHoverRadius: 0,
              },
            ]
          : []),
        {
          type: 'scatter' as const,
          label: 'Break-even year (Total)',
          data: rows.flatMap((row) =>
            row.breakEvenYear_Total === null ? [] : [{ x: row.breakEvenYear_Total, y: paidOf(row) / 100 }],
          ),
          plans: rows.filter((r) => r.breakEvenYear_Total !== null).map(valueChartPlanLabel),
          pointStyle: 'line',
          rotation: 90,
          pointRadius: 9,
          pointHoverRadius: 11,
          borderWidth: 3,
          borderColor: rows
            .filter((r) => r.breakEvenYear_Total !== null)
            .map((r) => PALETTE[rows.indexOf(r) % PALETTE.length]),
          backgroundColor: colors.text,
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redraw only when the figures change
    [key, colors],
  );
  const options = useMemo(
    () => ({
      // Drawn at once: a redraw (resize, theme, rate) never shows lines half grown
      animation: false as const,
      maintainAspectRatio: false,
      plugins: {
        // The legend is the list under the chart: it wraps at 320 px, where a canvas legend is cut off
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (item: {
              dataset: { label?: string; type?: string; plans?: string[] };
              raw: unknown;
              dataIndex: number;
            }) => {
              const point = item.raw as { x: number; y: number };
              if (item.dataset.label === 'Premiums paid')
                return `Premiums paid: ${dollars(Math.round(point.y * 100))}`;
              return item.dataset.type === 'scatter'
                ? `${item.dataset.plans?.[item.dataIndex] ?? ''}: breaks even in year ${point.x}`
                : `${item.dataset.label ?? ''}: ${dollars(Math.round(point.y * 100))} at year ${point.x}`;
            },
          },
        },
      },
      scales: {
        x: {
          type: 'linear' as const,
          min: 0,
          max: years[years.length - 1] ?? 60,
          title: { display: true, text: 'End of policy year', color: colors.text },
          ticks: { color: colors.text, stepSize: 10 },
          grid: { color: colors.grid },
        },
        y: {
          beginAtZero: true,
          ticks: { color: colors.text, callback: moneyTick },
          grid: { color: colors.grid },
        },
      },
    }),
    [colors, years],
  );
  if (rows.length === 0) return null;
  return (
    <figure className="value-chart">
      <figcaption className="value-chart-caption">{title}</figcaption>
      <div className="value-chart-canvas" style={{ height: '17rem' }}>
        <Chart type="line" data={data} options={options} ariaLabel={title} className="value-chart-fill" />
      </div>
      <ul className="value-chart-legend" aria-label="Plans in the chart">
        {rows.map((row, i) => (
          <li key={row.uniqueID}>
            <span
              className="value-chart-swatch"
              style={{ background: PALETTE[i % PALETTE.length] }}
              aria-hidden
            />
            {valueChartPlanLabel(row)}
          </li>
        ))}
        <li>
          <span className="value-chart-swatch value-chart-swatch-dashed" aria-hidden />
          Premiums paid; a bar: the plan&apos;s break-even year (Total)
        </li>
      </ul>
      <ChartFigures
        title={title}
        summary="Figures by year"
        classes={FIGURES_CLASSES}
        columns={['Plan', 'Break-even year (Total)', ...years.map((year) => `Year ${year}`)]}
      >
        {rows.map((row) => (
          <tr key={row.uniqueID}>
            <th scope="row">{valueChartPlanLabel(row)}</th>
            <td>{row.breakEvenYear_Total ?? '-'}</td>
            {years.map((year) => {
              const cents = totalSurrenderAt(row, year);
              return <td key={year}>{cents === null ? '-' : dollars(cents)}</td>;
            })}
          </tr>
        ))}
      </ChartFigures>
    </figure>
  );
}
