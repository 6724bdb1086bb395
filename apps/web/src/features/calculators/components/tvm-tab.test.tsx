import { TVM_MESSAGES, type TvmInputs, type TvmMode } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/render';
import { TVM_EXAMPLES } from '../lib/tvm-examples';
import { TvmTab } from './tvm-tab';
import { signInForTest } from '../../../test/session';

// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const calculate = () => userEvent.click(screen.getByRole('button', { name: 'Calculate' }));

const LABELS: Record<keyof TvmInputs, string> = {
  ratePct: 'Interest per annum',
  n: 'Number of years',
  pmt: 'Annual payment',
  pv: 'Present value',
  fv: 'Future value',
};

/** Types each input into its field, by the inputs' names (an empty value clears the field). */
async function fill(inputs: Partial<TvmInputs>) {
  for (const [name, value] of Object.entries(inputs) as [keyof TvmInputs, string][]) {
    const input = field(new RegExp(LABELS[name]));
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

/** Opens the tab, fills it and presses Calculate. */
async function calculateWith(mode: TvmMode, inputs: Partial<TvmInputs>) {
  render(<TvmTab mode={mode} />);
  await fill(inputs);
  await calculate();
}

describe('PV, FV, PMT and Rate tabs: spec 000 §5.3 messages at their fields', () => {
  it.each([
    [
      'pv',
      ['Interest per annum', 'Number of years', 'Annual payment', 'Future value'],
      [TVM_MESSAGES.rateRequired, TVM_MESSAGES.nRequired, TVM_MESSAGES.pmtRequired, TVM_MESSAGES.fvRequired],
    ],
    [
      'fv',
      ['Interest per annum', 'Number of years', 'Annual payment', 'Present value'],
      [TVM_MESSAGES.rateRequired, TVM_MESSAGES.nRequired, TVM_MESSAGES.pmtRequired, TVM_MESSAGES.pvRequired],
    ],
    [
      'pmt',
      ['Interest per annum', 'Number of years', 'Present value', 'Future value'],
      [TVM_MESSAGES.rateRequired, TVM_MESSAGES.nRequired, TVM_MESSAGES.pvRequired, TVM_MESSAGES.fvRequired],
    ],
    [
      'rate',
      ['Number of years', 'Annual payment', 'Present value', 'Future value'],
      [TVM_MESSAGES.nRequired, TVM_MESSAGES.pmtRequired, TVM_MESSAGES.pvRequired, TVM_MESSAGES.fvRequired],
    ],
  ] as const)('%s tab: every shown field is required', async (mode, labels, messages) => {
    render(<TvmTab mode={mode} />);
    await calculate();
    labels.forEach((label, i) => expect(messageOf(field(new RegExp(label)))).toBe(messages[i]));
  });

  it('says the PV message as worded, "future value (PV)"', async () => {
    render(<TvmTab mode="fv" />);
    await calculate();
    expect(messageOf(field(/Present value/))).toBe('Please enter the future value (PV)');
  });

  it('rejects non-numbers, a rate below -100 % and a term of 0 years', async () => {
    await calculateWith('pv', { ratePct: '-100.5', n: '0', pmt: 'abc', fv: '1,000' });
    expect(messageOf(field(/Interest per annum/))).toBe(TVM_MESSAGES.rateTooLow);
    expect(messageOf(field(/Number of years/))).toBe(TVM_MESSAGES.nNotPositive);
    expect(messageOf(field(/Annual payment/))).toBe(TVM_MESSAGES.notANumber);
    expect(messageOf(field(/Future value/))).toBe('');
  });

  it('shows the invalid-result error when the answer is not a finite number', async () => {
    // -100 % a year: (1 + rate)^n is 0 and PV divides by it
    await calculateWith('pv', { ratePct: '-100', n: '10', pmt: '-1000', fv: '0' });
    expect(await screen.findByText(TVM_MESSAGES.invalidResult)).toBeTruthy();
  });
});

describe('PV tab: calculate, lock, Edit, Clear and storage', () => {
  it('computes PV with payments at the beginning of each year, locks the fields and offers the formula', async () => {
    render(<TvmTab mode="pv" />);
    expect(screen.getByRole('region', { name: 'Use-case examples' })).toBeTruthy();
    await fill({ ratePct: '5', n: '10', pmt: '-1000', fv: '0' });
    await calculate();

    // LibreOffice 7.4.7.2: PV(0.05;10;-1000;0;1) = 8107.82167564406
    expect(screen.getByRole('status', { name: 'Present value (PV)' }).textContent).toBe('8,107.82');
    expect(screen.getByTestId('excel-formula').textContent).toBe('=PV(5%,10,-1000,0,1)');
    expect(screen.queryByRole('region', { name: 'Use-case examples' })).toBeNull();
    expect((field(/Interest per annum/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((field(/Interest per annum/) as HTMLInputElement).disabled).toBe(false);
    expect((field(/Interest per annum/) as HTMLInputElement).value).toBe('5');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((field(/Interest per annum/) as HTMLInputElement).value).toBe('');
  });

  it('keeps the inputs per tab in browser storage and brings them back', async () => {
    const { unmount } = render(<TvmTab mode="rate" />);
    await fill({ n: '12' });
    unmount();
    render(<TvmTab mode="rate" />);
    expect((field(/Number of years/) as HTMLInputElement).value).toBe('12');
  });

  it('shows the rate to 4 decimal places of a percent', async () => {
    await calculateWith('rate', { n: '10', pmt: '0', pv: '-100', fv: '200' });
    // LibreOffice 7.4.7.2: RATE(10;0;-100;200) = 0.0717734625362933
    expect(screen.getByRole('status', { name: /RATE/ }).textContent).toBe('7.1773%');
  });
});

describe('use-case examples (spec 000 §2.4)', () => {
  it('each button says its visible text first (WCAG 2.5.3) and fills the form with its example', async () => {
    render(<TvmTab mode="pv" />);
    const [first] = TVM_EXAMPLES.pv;
    const button = screen.getByRole('button', { name: `Try it: ${first?.title}` });
    expect(button.textContent).toBe('Try it');
    await userEvent.click(button);
    expect((field(/Interest per annum/) as HTMLInputElement).value).toBe(first?.inputs.ratePct);
    expect((field(/Number of years/) as HTMLInputElement).value).toBe(first?.inputs.n);
    expect((field(/Annual payment/) as HTMLInputElement).value).toBe(first?.inputs.pmt);
    expect((field(/Future value/) as HTMLInputElement).value).toBe(first?.inputs.fv);
  });
});

describe('focus after Calculate and Edit (issue 31)', () => {
  it.each(['pv', 'fv', 'pmt', 'rate'] as const)(
    '%s tab: the answer takes focus, then Edit gives it to the first field, never the body',
    async (mode) => {
      render(<TvmTab mode={mode} />);
      const [example] = TVM_EXAMPLES[mode];
      await userEvent.click(screen.getByRole('button', { name: `Try it: ${example?.title}` }));
      await calculate();
      const answer = screen.getByRole('status', { name: /\(/ });
      expect(document.activeElement).toBe(answer);
      expect(answer.textContent).not.toBe('');

      await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
      expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]);
    },
  );
});
