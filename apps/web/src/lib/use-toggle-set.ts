import { useState } from 'react';

/** A set of open ids (cards, charts) and the toggle that opens a closed one and closes an open one. */
export function useToggleSet(): [ReadonlySet<string>, (id: string) => void] {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return [open, toggle];
}
