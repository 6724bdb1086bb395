import { createContext, useContext, useState, type ReactNode } from 'react';
import { useToggleSet } from '../../../lib/use-toggle-set';

type RowToggles = {
  openKeys: ReadonlySet<string>;
  toggle: (key: string) => void;
};

const RowTogglesContext = createContext<RowToggles | null>(null);

/**
 * What an open row's content has opened inside it (the 101 plan's charts), kept by the results table
 * rather than by the content: the table and the cards draw the content anew when the layout switches
 * (a window resized, a tablet turned, a full-page screenshot), and an opened chart must stay open.
 * A new search mounts a new table, which forgets them.
 */
export function RowTogglesProvider({ children }: { children: ReactNode }) {
  const [openKeys, toggle] = useToggleSet();
  return <RowTogglesContext.Provider value={{ openKeys, toggle }}>{children}</RowTogglesContext.Provider>;
}

/** Whether `name` is open in the row `rowId`, and its toggle; local state outside a results table. */
export function useRowToggle(rowId: string, name: string): [boolean, () => void] {
  const shared = useContext(RowTogglesContext);
  const [isOpenHere, setOpenHere] = useState(false);
  const key = `${rowId}\u0000${name}`;
  if (shared) return [shared.openKeys.has(key), () => shared.toggle(key)];
  return [isOpenHere, () => setOpenHere((open) => !open)];
}
