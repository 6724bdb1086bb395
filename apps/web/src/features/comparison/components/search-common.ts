import type { Insured } from '@portal/contracts';
import type { FieldValues } from 'react-hook-form';
import type { ToolDefinition, ToolReply, ToolRow } from './tool-definition';

/** The reply on screen and the body that asked for it (the export header and Upload Online say it). */
export type Searched<R> = { reply: R; body: unknown };

/** What the criteria form's search asks of a tool's search strategy (tool-definition `SearchStrategy`). */
export type StrategySearch<V, R> = {
  /** The last search's reply, whether or not the criteria are locked. */
  searched: Searched<R> | null;
  isSearching: boolean;
  /** spec 001 §4: a load-once tool's plans are still on their way. */
  isLoadingData: boolean;
  /** Search with these values for this insured. */
  run: (values: V, who: Insured) => void;
  /** Issue 33: the rate toggle of a tool that answers one rate a reply; a locked search runs at it. */
  searchAtRate: (values: V, who: Insured, at: string, isLocked: boolean) => void;
  /** Reset: nothing searched. */
  clear: () => void;
};

export type StrategyOptions = {
  /** The adviser's insurer display filter (a browser-made reply applies it as the API does). */
  onlyDisplayInsurers: readonly string[];
  /** A search failed: the criteria unlock. */
  onFailed: () => void;
};

export type StrategyHook = <V extends FieldValues, R extends ToolReply, Row extends ToolRow>(
  tool: ToolDefinition<V, R, Row>,
  insured: Insured | null,
  options: StrategyOptions,
) => StrategySearch<V, R>;
