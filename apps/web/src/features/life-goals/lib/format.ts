// spec 002 §2 and §9: planner figures in whole dollars with thousands separators.
export const formatWholeDollars = (dollars: number) =>
  `$${Math.round(dollars).toLocaleString('en-SG', { maximumFractionDigits: 0 })}`;

export const formatPct = (pct: number) => `${pct}%`;

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', the way dates are typed on the profile. */
export const formatIsoDate = (iso: string) => iso.split('-').reverse().join('/');
