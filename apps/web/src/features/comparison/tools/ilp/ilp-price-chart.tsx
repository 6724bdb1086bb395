import { ilpPlanLabel, type IlpRow } from '@portal/contracts';
import { useMemo } from 'react';
import { useChartColors } from '../chart-figures';
import { YearLineFigure, yearLineOptions } from './ilp-charts';

// spec 001 §2, §4: "Chart and Excel controls open a fund price chart". A Custom row's unit price at each
// policy year end (S$1.00 at the start, the initial drop in month 1, then the gross growth: ADR 0034),
// shown beside the fund value chart. PI rows have no price: an illustration gives values only.

const price = (unitPrice: number) => `S$${unitPrice.toFixed(4)}`;

/** The rows that carry a price series (Custom rows made since the price was kept). */
export const hasPriceSeries = (row: IlpRow) => row.yearly.some((y) => y.unitPrice !== undefined);

export function IlpPriceChart({ row }: { row: IlpRow }) {
  const colors = useChartColors();
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
    () =>
      yearLineOptions(colors, {
        tooltipLabel: (item) => `Unit price: ${price(Number(item.raw))}`,
        yTick: (v) => `S$${Number(v).toFixed(2)}`,
      }),
    [colors],
  );
  return (
    <YearLineFigure
      title={title}
      data={data}
      options={options}
      summary="Prices by year"
      columns={['Year', 'Unit price']}
    >
      {years.map((y) => (
        <tr key={y.endOfYear}>
          <th scope="row">{y.endOfYear === 0 ? 'Start' : y.endOfYear}</th>
          <td>{price(y.unitPrice)}</td>
        </tr>
      ))}
    </YearLineFigure>
  );
}
