import { describe, expect, it } from 'vitest';
import { neededWidthPx, overflowOf, shouldShowCards } from './use-table-fit';

// Issue 31, ADR 0033: the table while it fits, cards below the width the view needs.
describe('table or cards', () => {
  it('shows cards on a phone whatever the table needs', () => {
    expect(shouldShowCards({ isNarrow: true, areaPx: 390, neededPx: undefined })).toBe(true);
  });
  it('shows the table until a view is known to need more than the area', () => {
    expect(shouldShowCards({ isNarrow: false, areaPx: 1051, neededPx: undefined })).toBe(false);
    expect(shouldShowCards({ isNarrow: false, areaPx: 1051, neededPx: 1241 })).toBe(true);
    expect(shouldShowCards({ isNarrow: false, areaPx: 1300, neededPx: 1241 })).toBe(false);
  });
  it('keeps more than the area a table overflowed in, so that area never shows it again', () => {
    expect(neededWidthPx({ overflowPx: 1241, areaPx: 1051, scrollerPx: 1051 })).toBe(1241);
    expect(neededWidthPx({ overflowPx: 692, areaPx: 691, scrollerPx: 689 })).toBe(694);
    expect(neededWidthPx({ overflowPx: 690, areaPx: 691, scrollerPx: 688 })).toBe(693);
  });
  it('reads a scrolling box as overflowing only past a pixel of rounding', () => {
    expect(overflowOf({ scrollWidth: 1052, clientWidth: 1051 } as Element)).toBeNull();
    expect(overflowOf({ scrollWidth: 1241, clientWidth: 1051 } as Element)).toBe(1241);
    expect(overflowOf(null)).toBeNull();
  });
});
