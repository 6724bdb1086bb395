// Results on screen: money to cents, rates to 4 decimal places of a percent, Singapore English grouping.
const money = new Intl.NumberFormat('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-SG', {
  style: 'percent',
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

export const formatMoney = (value: number) => money.format(value === 0 ? 0 : value);
/** `fraction` 0.05 shows as "5.0000%". */
export const formatRate = (fraction: number) => percent.format(fraction === 0 ? 0 : fraction);
