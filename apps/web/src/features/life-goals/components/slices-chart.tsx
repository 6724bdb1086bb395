import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import { formatWholeDollars } from '../lib/format';
import type { Slice } from '../lib/protection-slices';

type SlicesChartProps = {
  type: 'pie' | 'bar';
  slices: Slice[];
  /** Names the chart for screen readers and captions its data table. */
  title: string;
  /** Legend and axis text; the report's paper is always light. */
  textColor?: string;
  /** The report draws once, without animation, so the PDF captures the finished chart. */
  isStatic?: boolean;
};

/** A chart with its figures beside it as a table, the text alternative for those who cannot see it. */
export function SlicesChart({ type, slices, title, textColor, isStatic = false }: SlicesChartProps) {
  const color =
    textColor ?? getComputedStyle(document.documentElement).getPropertyValue('--text-color').trim();
  // PrimeReact redraws the chart whenever `data` is a new object: key it on the figures, not the array.
  const slicesKey = JSON.stringify(slices);
  const data = useMemo(() => {
    const list = JSON.parse(slicesKey) as Slice[];
    return {
      labels: list.map((s) => s.label),
      datasets: [
        { data: list.map((s) => s.value), backgroundColor: list.map((s) => s.color), borderWidth: 1 },
      ],
    };
  }, [slicesKey]);
  const options = useMemo(
    () => ({
      animation: isStatic ? (false as const) : undefined,
      maintainAspectRatio: false,
      plugins: {
        legend: {
          display: type === 'pie',
          position: 'bottom' as const,
          labels: { color: color || undefined },
        },
        tooltip: { callbacks: { label: (item: { raw: unknown }) => formatWholeDollars(Number(item.raw)) } },
      },
      ...(type === 'bar'
        ? {
            scales: {
              x: { ticks: { color: color || undefined } },
              y: {
                ticks: {
                  color: color || undefined,
                  callback: (v: string | number) => formatWholeDollars(Number(v)),
                },
              },
            },
          }
        : {}),
    }),
    [type, color, isStatic],
  );

  return (
    <figure className="lg-chart">
      <Chart type={type} data={data} options={options} ariaLabel={title} className="lg-chart-canvas" />
      <figcaption className="sr-only">{title}</figcaption>
      <table className="lg-chart-table">
        <caption className="sr-only">{title}: figures</caption>
        <tbody>
          {slices.map((s) => (
            <tr key={s.label}>
              <th scope="row">
                <span className="lg-swatch" style={{ background: s.color }} aria-hidden="true" />
                {s.label}
              </th>
              <td>{formatWholeDollars(s.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
