import type { UseCase } from '../components/use-case-examples';
import type { CashFlowKind, CashFlowRow } from '@portal/contracts';

const flow = (invest: boolean, amount: string, date = ''): CashFlowRow => ({ invest, amount, date });

// spec 000 §2.4: use-case examples, shown until a result is computed
export const CASH_FLOW_EXAMPLES: Record<CashFlowKind, readonly UseCase<CashFlowRow[]>[]> = {
  irr: [
    {
      title: 'Endowment plan',
      description: 'S$10,000 a year for 3 years, then S$33,500 at the end of year 3.',
      inputs: [flow(true, '10000'), flow(true, '10000'), flow(true, '10000'), flow(false, '33500')],
    },
    {
      title: 'Rental property',
      description: 'S$300,000 down, S$18,000 rent a year, sold for S$350,000 after 5 years.',
      inputs: [
        flow(true, '300000'),
        flow(false, '18000'),
        flow(false, '18000'),
        flow(false, '18000'),
        flow(false, '18000'),
        flow(false, '368000'),
      ],
    },
  ],
  xirr: [
    {
      title: 'Irregular top-ups',
      description: 'Top-ups on different dates, and a surrender value today.',
      inputs: [
        flow(true, '5000', '15-01-2021'),
        flow(true, '2000', '03-08-2022'),
        flow(true, '3000', '20-02-2023'),
        flow(false, '11800', '31-12-2024'),
      ],
    },
    {
      title: 'Share purchase with dividends',
      description: 'Bought on 2 March, two dividends, sold the next year.',
      inputs: [
        flow(true, '20000', '02-03-2023'),
        flow(false, '450', '15-08-2023'),
        flow(false, '450', '15-02-2024'),
        flow(false, '21500', '28-06-2024'),
      ],
    },
  ],
};
