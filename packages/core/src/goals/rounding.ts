// Issue 15: every planner figure is shown in whole dollars, rounded half up (half away from zero).

/**
 * Products such as 1000 x 1.05^n carry float noise in the last bits (10.4999999999 for a true 10.5), so
 * the value is first snapped to a millionth of a dollar; then a true half rounds away from zero.
 */
export function roundHalfUp(value: number): number {
  const snapped = Math.round(Math.abs(value) * 1e6) / 1e6;
  const rounded = Math.floor(snapped + 0.5);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
