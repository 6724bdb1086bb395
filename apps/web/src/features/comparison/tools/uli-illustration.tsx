import type { UniversalLifeIndexedRow } from '@portal/contracts';
import { formatMoney } from '@portal/core';

// Issue 12: an expanded Universal Life Index row's illustration by age: the guaranteed and current
// surrender values the plan illustrates, and ours at the current rate less 1 point, every 10 years and
// at each lapse age, so the adviser sees when the policy would run out under a lower rate.

const lapseWords = (age: number | null) => (age === null ? 'in force to 100' : `lapses at age ${age}`);

/** The ages shown: the entry age, every 10th, 100, and the lapse ages. */
export function illustrationAges(row: UniversalLifeIndexedRow): number[] {
  const lapses = [row.lapseAge, row.lapseAgeAtStressed, row.lapseAgeAtMinimum];
  return row.illustration
    .map((y) => y.age)
    .filter((age) => age === row.entryAge || age % 10 === 0 || lapses.includes(age));
}

export function UliIllustration({ row }: { row: UniversalLifeIndexedRow }) {
  const ages = new Set(illustrationAges(row));
  const current =
    (row.indexAccountAllocation * row.indexAccCurrent +
      row.fixedAccountAllocation * row.fixedGeneralAccCurrent) /
    100;
  const caption = `Illustration by age (${row.currency}): ${lapseWords(row.lapseAge)} at the current ${current.toFixed(2)}%, ${lapseWords(row.lapseAgeAtStressed)} at ${row.stressedRate.toFixed(2)}%, ${lapseWords(row.lapseAgeAtMinimum)} at the minimum ${row.minimumRate.toFixed(2)}%`;
  return (
    <div
      className="matrix-scroll uli-illustration"
      role="region"
      aria-label={`${row.planName} illustration`}
      tabIndex={0}
    >
      <table className="matrix-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Age</th>
            <th scope="col">Guaranteed</th>
            <th scope="col">Current</th>
            <th scope="col">Current less 1%</th>
          </tr>
        </thead>
        <tbody>
          {row.illustration
            .filter((y) => ages.has(y.age))
            .map((y) => (
              <tr key={y.age}>
                <th scope="row">{y.age}</th>
                <td>{formatMoney(y.guaranteedSurrenderValue, { showCents: false })}</td>
                <td>{formatMoney(y.currentSurrenderValue, { showCents: false })}</td>
                <td>{formatMoney(y.stressedSurrenderValue, { showCents: false })}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
