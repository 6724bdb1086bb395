import { CASH_FLOW_MESSAGES as M, irrYearPrompt } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/render';
import { CashFlowTab } from './cash-flow-tab';
import { signInForTest } from '../../../test/session';

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const calculate = () => userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
const listMessages = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const setDirection = (row: number, label: 'Invest' | 'Collect') =>
  userEvent.click(within(screen.getByRole('listitem', { name: `Cash flow ${row}` })).getByText(label));

/** Two flows both invested, then both collected: Calculate asks for the direction missing each time. */
async function expectBothDirectionsAskedFor() {
  await calculate();
  expect(listMessages()).toContain(M.inflowNeeded);
  await setDirection(1, 'Collect');
  await setDirection(2, 'Collect');
  await calculate();
  expect(listMessages()).toContain(M.outflowNeeded);
}

async function type(name: string, value: string) {
  await userEvent.clear(box(name));
  if (value) await userEvent.type(box(name), value);
}

describe('IRR tab: spec 000 §5.2 messages', () => {
  it('labels rows by year and asks for a number in each', async () => {
    render(<CashFlowTab kind="irr" />);
    await calculate();
    expect(messageOf(box(irrYearPrompt(0)))).toBe(M.irrAmountRequired);
    expect(messageOf(box(irrYearPrompt(1)))).toBe(M.irrAmountRequired);
  });

  it('rejects a non-number, a zero start and a zero end', async () => {
    render(<CashFlowTab kind="irr" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add cash flow' }));
    await type(irrYearPrompt(0), '0');
    await type(irrYearPrompt(1), 'ten');
    await type(irrYearPrompt(2), '0');
    await calculate();
    expect(messageOf(box(irrYearPrompt(0)))).toBe(M.startsWithZero);
    expect(messageOf(box(irrYearPrompt(1)))).toBe(M.notANumber);
    expect(messageOf(box(irrYearPrompt(2)))).toBe(M.endsWithZero);
  });

  it('needs an inflow and an outflow', async () => {
    render(<CashFlowTab kind="irr" />);
    await setDirection(2, 'Invest');
    await type(irrYearPrompt(0), '100');
    await type(irrYearPrompt(1), '100');
    await expectBothDirectionsAskedFor();
  });

  it('computes IRR, locks, and keeps at least 2 rows', async () => {
    render(<CashFlowTab kind="irr" />);
    expect((screen.getByRole('button', { name: 'Delete cash flow 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add cash flow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add cash flow' }));
    await type(irrYearPrompt(0), '10000');
    await type(irrYearPrompt(1), '3000');
    await type(irrYearPrompt(2), '4200');
    await type(irrYearPrompt(3), '6800');
    await calculate();
    // LibreOffice 7.4.7.2: IRR({-10000;3000;4200;6800}) = 0.163405600688989
    expect(screen.getByRole('status', { name: 'IRR' }).textContent).toBe('16.3406%');
    expect(screen.getByTestId('excel-formula').textContent).toBe('=IRR({-10000,3000,4200,6800})');
    expect(box(irrYearPrompt(0)).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Download IRR.xlsx' })).toBeTruthy();
  });

  it('says the calculation does not converge when no rate solves the flows', async () => {
    render(<CashFlowTab kind="irr" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add cash flow' }));
    // -100, +50, -100: the net present value is negative at every rate
    await type(irrYearPrompt(0), '100');
    await type(irrYearPrompt(1), '50');
    await setDirection(3, 'Invest');
    await type(irrYearPrompt(2), '100');
    await calculate();
    expect(await screen.findByText(M.noConvergence)).toBeTruthy();
  });
});

describe('XIRR tab: spec 000 §5.1 messages', () => {
  it('requires a positive amount and a DD-MM-YYYY date in each row', async () => {
    render(<CashFlowTab kind="xirr" />);
    await type('Amount 2', '-5');
    await calculate();
    expect(messageOf(box('Amount 1'))).toBe(M.amountPositive);
    expect(messageOf(box('Amount 2'))).toBe(M.amountPositive);
    expect(messageOf(box('Date 1'))).toBe(M.dateRequired);
  });

  it('rejects a date that is not on the calendar', async () => {
    render(<CashFlowTab kind="xirr" />);
    await type('Date 1', '31-02-2024');
    await type('Date 2', '2024-01-01');
    await calculate();
    expect(messageOf(box('Date 1'))).toBe(M.dateInvalid);
    expect(messageOf(box('Date 2'))).toBe(M.dateInvalid);
  });

  it('needs an inflow and an outflow', async () => {
    render(<CashFlowTab kind="xirr" />);
    await type('Amount 1', '100');
    await type('Amount 2', '120');
    await setDirection(2, 'Invest');
    await expectBothDirectionsAskedFor();
  });

  it('computes XIRR from unsorted dates and keeps the rows in storage', async () => {
    const { unmount } = render(<CashFlowTab kind="xirr" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add cash flow' }));
    await type('Date 1', '01-06-2024');
    await type('Amount 1', '1000');
    await type('Date 2', '01-01-2024');
    await type('Amount 2', '300');
    await type('Date 3', '01-06-2025');
    await type('Amount 3', '800');
    await calculate();
    // LibreOffice 7.4.7.2: XIRR({-1000;300;800}; {2024-06-01;2024-01-01;2025-06-01}) = 0.178642877511047
    expect(screen.getByRole('status', { name: 'XIRR' }).textContent).toBe('17.8643%');
    expect(screen.getByTestId('excel-formula').textContent).toBe(
      '=XIRR({-1000,300,800},DATEVALUE({"2024-06-01","2024-01-01","2025-06-01"}))',
    );
    unmount();
    render(<CashFlowTab kind="xirr" />);
    expect(box('Date 3').value).toBe('01-06-2025');
  });
});
