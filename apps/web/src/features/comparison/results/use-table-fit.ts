import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Issue 31, ADR 0033: the one layout rule of every results table. A view is shown as a table while the
 * table fits the results area; below the width it needs, as cards (as on phones, spec 001 §9), so the
 * headline value, Promo and the row controls never sit behind a sideways scroll.
 *
 * The width a view needs is the table's own: measured the first time it overflows, per view (modes
 * show different columns), and kept, so the cards turn back into the table once the area is that wide
 * again. The needed width only grows, so table and cards never alternate.
 */
export function shouldShowCards(input: {
  isNarrow: boolean;
  areaPx: number | null;
  neededPx: number | undefined;
}): boolean {
  const { isNarrow, areaPx, neededPx } = input;
  return isNarrow || (areaPx !== null && neededPx !== undefined && areaPx < neededPx);
}

/** The table's scrolling box is wider inside than out: the width its content needs, else null. */
export function overflowOf(scroller: Element | null | undefined): number | null {
  if (!scroller) return null;
  // 1 px of slack: sub-pixel rounding of a table that just fits.
  return scroller.scrollWidth > scroller.clientWidth + 1 ? scroller.scrollWidth : null;
}

/**
 * The area width a view needs: its table's content plus what surrounds the table's scrolling box, and
 * always more than the area it overflowed in, so that area shows cards (no table/cards flip-flop).
 */
export function neededWidthPx(input: { overflowPx: number; areaPx: number; scrollerPx: number }): number {
  const { overflowPx, areaPx, scrollerPx } = input;
  return Math.max(overflowPx + areaPx - scrollerPx, areaPx + 1);
}

export function useTableFit(viewKey: string, isNarrow: boolean) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [areaPx, setAreaPx] = useState<number | null>(null);
  const [neededPx, setNeededPx] = useState<Readonly<Record<string, number>>>({});

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setAreaPx(root.clientWidth));
    observer.observe(root);
    setAreaPx(root.clientWidth);
    return () => observer.disconnect();
  }, []);

  const isCards = shouldShowCards({ isNarrow, areaPx, neededPx: neededPx[viewKey] });

  // After every render that shows the table (new rows, a view, an opened row, a resize): before the
  // browser paints, so an overflowing table is never seen. On every render by design (the table's width
  // depends on rows, view and open rows alike); the state settles: equal values are kept, needed widths
  // only grow.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const root = rootRef.current;
    const scroller = root?.querySelector('.p-datatable-wrapper');
    const overflowPx = overflowOf(scroller);
    if (!root || !scroller || isCards || overflowPx === null) return;
    const needed = neededWidthPx({
      overflowPx,
      areaPx: root.clientWidth,
      scrollerPx: scroller.clientWidth,
    });
    setAreaPx(root.clientWidth);
    setNeededPx((before) => (before[viewKey] === needed ? before : { ...before, [viewKey]: needed }));
  });

  return { rootRef, isCards };
}
