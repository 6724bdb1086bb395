import { formatDollars } from '@portal/core';

// spec 002 §2 and §9: planner figures in whole dollars (Math.round, as the planner has always shown them)
// with thousands separators and the portal's one sign, S$ (issue 31: as the tables say it).
export const formatWholeDollars = (dollars: number) => formatDollars(Math.round(dollars));
