// The calculators' messages, word for word (spec 000 §5.1 to §5.3 and §8). The UI and the tests import
// these; nobody retypes a message.

/** spec 000 §5.3: PV, FV, PMT and Rate. */
export const TVM_MESSAGES = {
  // spec 000 §5.3 words the PV message "future value" too; kept as worded
  pvRequired: 'Please enter the future value (PV)',
  fvRequired: 'Please enter the future value (FV)',
  rateRequired: 'Please enter the interest per annum (RATE)',
  nRequired: 'Please enter the number of years (N)',
  pmtRequired: 'Please enter annum payment (PMT)',
  rateTooLow: 'Interest must not be lower than negative 99%',
  nNotPositive: 'Year must be great than 0',
  notANumber: 'A number is required',
  invalidResult: 'Error! Invalid inputs or try smaller values',
} as const;

/** spec 000 §5.1 and §5.2: XIRR and IRR cash flows. */
export const CASH_FLOW_MESSAGES = {
  inflowNeeded: 'At least one inflow (collect) with a non-zero number is needed.',
  outflowNeeded: 'At least one outflow (invest) with a non-zero number is needed.',
  noConvergence: "Calculation doesn't converge, try smaller numbers or longer intervals",
  dateRequired: 'Please enter a date of format DD-MM-YYYY',
  dateInvalid: 'Please select a valid date.',
  amountPositive: 'Please enter an amount > 0 or delete this cashflow.',
  irrAmountRequired: 'Please enter a number or enter 0',
  notANumber: 'A number is required',
  startsWithZero: 'The cash flow sequence should not start with zero.',
  // spec 000 §5.2 quotes this one from its "...": the same subject as the start-with-zero message
  endsWithZero:
    'The cash flow sequence should not end with zero. Please delete the last cash flow if it is zero.',
} as const;

/** spec 000 §5.2: an IRR row's prompt, by the year at whose end the flow falls. */
export const irrYearPrompt = (year: number) => `Please enter a number @ end of yr ${year}`;

/** spec 000 §8: an Excel download failed; the cause follows the prefix. */
export const EXCEL_DOWNLOAD_ERROR_PREFIX = 'Error : ';

/** spec 000 §2.4 and §9. */
export const CALCULATOR_CONSTANTS = {
  copyLabelResetMs: 5000,
  minCashFlows: 2,
  // spec 000 §9: "Rate minimum -100" (percent per annum)
  minRatePct: -100,
  irrFileName: 'IRR.xlsx',
  xirrFileName: 'XIRR.xlsx',
} as const;
