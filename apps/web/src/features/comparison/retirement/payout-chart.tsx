import type { RetirementRow } from '@portal/contracts';
import { formatDdMmYyyy, formatMoney } from '@portal/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { readInsured } from '../../../lib/insured-store';
import { saveXlsx } from '../../../lib/save-file';
import { payoutYears, type PayoutBar } from './payout-schedule';
import './payout-chart.css';

// Issue 11, spec 001 §4: the retirement chart of an expanded row. Closed, then the yearly overview of
// guaranteed against projected payouts; a year's bar opens its months, a month's bar its guaranteed
// and non-guaranteed breakdown; Back goes up one level. The bars are buttons drawn in HTML, so each is
// named for a screen reader and reachable by keyboard, and the figures are in their names.

type Level =
  { kind: 'years' } | { kind: 'months'; year: number } | { kind: 'breakdown'; year: number; month: number };

const money = (cents: number) => formatMoney(cents);

function Bars({
  bars,
  caption,
  onPick,
}: {
  bars: PayoutBar[];
  caption: string;
  onPick?: (index: number) => void;
}) {
  const max = Math.max(1, ...bars.map((b) => Math.max(b.gtdCents, b.totalCents)));
  return (
    <figure className="payout-chart">
      <figcaption>{caption}</figcaption>
      <ul className="payout-bars">
        {bars.map((bar, index) => {
          const name = `${bar.label}: guaranteed ${money(bar.gtdCents)}, projected ${money(bar.totalCents)}`;
          const body = (
            <>
              <span className="payout-bar-label">{bar.label}</span>
              <span className="payout-bar-track" aria-hidden="true">
                <span className="payout-bar-total" style={{ width: `${(100 * bar.totalCents) / max}%` }} />
                <span className="payout-bar-gtd" style={{ width: `${(100 * bar.gtdCents) / max}%` }} />
              </span>
            </>
          );
          return (
            <li key={bar.key}>
              {onPick ? (
                <button type="button" className="payout-bar" aria-label={name} onClick={() => onPick(index)}>
                  {body}
                </button>
              ) : (
                <div className="payout-bar" role="img" aria-label={name}>
                  {body}
                </div>
              )}
              {/* Beside the bar, not in it: the bar's only text is its label, which its name begins
                  with (WCAG 2.5.3 Label in Name); the name already holds this figure. */}
              <span className="payout-bar-figure" aria-hidden="true">
                {money(bar.totalCents)}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="payout-legend">
        <span className="payout-key payout-key-gtd" aria-hidden="true" /> Guaranteed
        <span className="payout-key payout-key-total" aria-hidden="true" /> Projected
      </p>
    </figure>
  );
}

/**
 * The level each row's chart is at, by row id: a table re-lays out (a resize across 600 px, a sort) by
 * mounting its expanded rows again, and the adviser's place in the drill-down must survive that.
 */
const LEVELS = new Map<string, Level | null>();

export function PayoutChart({ row }: { row: RetirementRow }) {
  const [level, setLevelState] = useState<Level | null>(() => LEVELS.get(row.uniqueID) ?? null);
  const setLevel = (next: Level | null | ((l: Level | null) => Level | null)) =>
    setLevelState((current) => {
      const value = typeof next === 'function' ? next(current) : next;
      LEVELS.set(row.uniqueID, value);
      return value;
    });
  const [isSaving, setIsSaving] = useState(false);
  const years = payoutYears(row);
  const excel = async () => {
    setIsSaving(true);
    try {
      const { buildPayoutWorkbook, payoutFileName } = await import('./payout-excel');
      saveXlsx(await buildPayoutWorkbook(row, readInsured()), payoutFileName(row));
    } catch (error) {
      // spec 001 §8: an Excel creation failure is only logged
      console.error(error);
    } finally {
      setIsSaving(false);
    }
  };
  const back = () =>
    setLevel((l) =>
      l?.kind === 'breakdown'
        ? { kind: 'months', year: l.year }
        : l?.kind === 'months'
          ? { kind: 'years' }
          : null,
    );
  const year = level && level.kind !== 'years' ? years[level.year] : undefined;
  return (
    <section className="payout-chart-panel" aria-label={`Payouts of ${row.planName}`}>
      <div className="payout-chart-actions">
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-chart-bar"
          label={level ? 'Close Chart' : 'Chart'}
          onClick={() => setLevel(level ? null : { kind: 'years' })}
        />
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-file-excel"
          label="Payout Excel"
          loading={isSaving}
          onClick={() => void excel()}
        />
        {level && level.kind !== 'years' ? (
          <Button type="button" size="small" text icon="pi pi-arrow-left" label="Back" onClick={back} />
        ) : null}
      </div>
      {level?.kind === 'years' ? (
        <Bars
          bars={years}
          caption={`Payouts by year, from ${formatDdMmYyyy(row.payoutStartDate)}`}
          onPick={(index) => setLevel({ kind: 'months', year: index })}
        />
      ) : null}
      {level?.kind === 'months' && year ? (
        <Bars
          bars={year.payouts.map((p) => ({
            key: p.date,
            label: formatDdMmYyyy(p.date),
            gtdCents: p.gtdCents,
            totalCents: p.totalCents,
          }))}
          caption={`${year.label}: payouts by date`}
          onPick={(month) => setLevel({ kind: 'breakdown', year: level.year, month })}
        />
      ) : null}
      {level?.kind === 'breakdown' && year?.payouts[level.month] ? (
        <Bars
          bars={[
            {
              key: 'gtd',
              label: 'Guaranteed',
              gtdCents: year.payouts[level.month]!.gtdCents,
              totalCents: year.payouts[level.month]!.gtdCents,
            },
            {
              key: 'non-gtd',
              label: 'Non-guaranteed',
              gtdCents: 0,
              totalCents: year.payouts[level.month]!.totalCents - year.payouts[level.month]!.gtdCents,
            },
            {
              key: 'total',
              label: 'Projected',
              gtdCents: year.payouts[level.month]!.gtdCents,
              totalCents: year.payouts[level.month]!.totalCents,
            },
          ]}
          caption={`Payout of ${formatDdMmYyyy(year.payouts[level.month]!.date)}: guaranteed and projected`}
        />
      ) : null}
    </section>
  );
}
