import { ilpPlanLabel, type IlpRow } from '@portal/contracts';
import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import { useColors } from './ilp-charts';

// spec 001 §2, §4: "Chart and Excel controls open a fund price chart". A Custom row's unit price at each
// policy year end (S$1.00 at the start, the initial drop in month 1, then the gross growth: ADR 0034),
// shown beside the fund value chart. PI rows have no price: an illustration gives values only.

const price = (unitPrice: number) => `S$${unitPrice.toFixed(4)}`;

/** The rows that carry a price series (Custom rows made since the price was kept). */
export const hasPriceSeries = (row: IlpRow) => row.yearly.some((y) => y.unitPrice !== undefined);

export function IlpPriceChart({ row }: { row: IlpRow }) {
  const colors = useColors();
  const title = `${row.insurer} ${ilpPlanLabel(row)}: fund price by policy year`;
  const years = useMemo(
    () => [
      { endOfYear: 0, unitPrice: 1 },
      ...row.yearly.map((y) => ({ endOfYear: y.endOfYear, unitPrice: y.unitPrice ?? 0 })),
    ],
    [row],
  );
  const data = useMemo(
    () => ({
      labels: years.map((y) => `${y.endOfYear}`),
      datasets: [
        {
          label: 'Unit price',
          data: years.map((y) => y.unitPrice),
          borderColor: colors.primary,
          backgroundColor: colors.primary,
          fill: false,
          pointRadius: 2,
        },
      ],
    }),
    [years, colors],
  );
  const options = useMemo(
    () => ({
      animation: false as const,
      maintainAspectRatio: false,
      plugins: {
        legend: { position: 'bottom' as const, labels: { color: colors.text } },
        tooltip: {
          callbacks: {
            title: (items: { label: string }[]) => `End of year ${items[0]?.label ?? ''}`,
            label: (item: { raw: unknown }) => `Unit price: ${price(Number(item.raw))}`,
          },
        },
      },
      scales: {
        x: {
          title: { display: true, text: 'End of policy year', color: colors.text },
          ticks: { color: colors.text },
          grid: { display: false },
        },
        y: {
          ticks: { color: colors.text, callback: (v: string | number) => `S$${Number(v).toFixed(2)}` },
          grid: { color: colors.grid },
        },
      },
    }),
    [colors],
  );
  return (
    <figure className="ilp-chart">
      <figcaption className="ilp-chart-caption">{title}</figcaption>
      <div className="ilp-chart-canvas ilp-fund-canvas">
        <Chart type="line" data={data} options={options} ariaLabel={title} className="ilp-chart-fill" />
      </div>
      <details className="ilp-figures">
        <summary>Prices by year</summary>
        <div className="ilp-figures-scroll" tabIndex={0} role="region" aria-label={`${title}: figures`}>
          <table className="ilp-figures-table">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Unit price</th>
              </tr>
            </thead>
            <tbody>
              {years.map((y) => (
                <tr key={y.endOfYear}>
                  <th scope="row">{y.endOfYear === 0 ? 'Start' : y.endOfYear}</th>
                  <td>{price(y.unitPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
