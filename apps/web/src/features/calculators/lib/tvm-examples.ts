import type { UseCase } from '../components/use-case-examples';
import type { TvmInputs, TvmMode } from '@portal/contracts';

type Example = UseCase<Partial<TvmInputs>>;

// spec 000 §2.4: use-case examples, shown until a result is computed; amounts in S$, payments at the
// beginning of each year, money paid out negative as in Excel.
export const TVM_EXAMPLES: Record<TvmMode, readonly Example[]> = {
  pv: [
    {
      title: 'Lump sum for a yearly income',
      description: 'What sum today pays S$24,000 a year for 20 years at 3.5%?',
      inputs: { ratePct: '3.5', n: '20', pmt: '-24000', fv: '0' },
    },
    {
      title: "Today's value of a maturity payout",
      description: 'What is S$100,000 in 15 years worth today at 4%?',
      inputs: { ratePct: '4', n: '15', pmt: '0', fv: '100000' },
    },
  ],
  fv: [
    {
      title: 'Regular savings',
      description: 'S$6,000 saved each year for 25 years at 4%: how much at the end?',
      inputs: { ratePct: '4', n: '25', pmt: '-6000', pv: '0' },
    },
    {
      title: 'A lump sum left to grow',
      description: 'S$50,000 invested for 10 years at 5%.',
      inputs: { ratePct: '5', n: '10', pmt: '0', pv: '-50000' },
    },
  ],
  pmt: [
    {
      title: 'Saving for a goal',
      description: 'How much a year to have S$200,000 in 18 years at 3%?',
      inputs: { ratePct: '3', n: '18', pv: '0', fv: '200000' },
    },
    {
      title: 'Drawing down a retirement sum',
      description: 'S$500,000 paid out over 25 years at 2.5%.',
      inputs: { ratePct: '2.5', n: '25', pv: '-500000', fv: '0' },
    },
  ],
  rate: [
    {
      title: "A policy's implied return",
      description: 'S$10,000 a year for 20 years for a payout of S$280,000.',
      inputs: { n: '20', pmt: '-10000', pv: '0', fv: '280000' },
    },
    {
      title: 'Growth of a lump sum',
      description: 'S$100,000 grew to S$180,000 in 12 years.',
      inputs: { n: '12', pmt: '0', pv: '-100000', fv: '180000' },
    },
  ],
};
