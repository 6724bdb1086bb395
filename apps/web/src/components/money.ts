// Money formatting lives in packages/core (ADR 0024); features/comparison still imports it from here.
export { formatDollars, formatMoney } from '@portal/core';
