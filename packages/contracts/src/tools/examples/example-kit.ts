// Issue 35: each tool's example for the tests sits in its own file in this folder, so no test keeps a
// list of tools' rows or queries. scripts/generate-tool-lists.mjs lists them in
// all-examples.generated.ts (`TOOL_EXAMPLES`, one per tool of the registry).

/** What the tests know of one tool: a body as its page sends it, a result row and the row's cells. */
export interface ToolExample<Type extends string = string> {
  type: Type;
  /** A valid search body for the sample data (spec 001 §7), as the tool page sends it. */
  query: Record<string, unknown>;
  /** One result row, parsed by the tool's row schema. */
  row: Record<string, unknown>;
  /** The cells the adviser's table shows for `row`, column by column: [label, text]. */
  cells: [string, string][];
  /** The criteria an export's header lists for `query`, as the form labels them: [label, text]. */
  criteriaLines: [string, string][];
  /**
   * The result columns an export writes as text: categories, not figures (Insurer, Plan and Promo are
   * text for every tool). Any other column a figure on the page is a number in the file (issue 31).
   */
  exportTextColumns?: readonly string[];
  /**
   * What the API benches (apps/api/bench) search with; null: the page computes in the browser and has
   * no search of its own to measure.
   */
  bench: ToolBench | null;
}

/** The insured a bench searches for (the comparison and market benches: a woman of ANB 35 or 36). */
export interface BenchInsured {
  anb: number;
  ageNearestBirthday: number;
  gender: 'M' | 'F';
  smoker: 'S' | 'NS';
}

/** How the benches search one tool, and what they measure beyond every tool's budget. */
export interface ToolBench {
  /** The body the tool's page sends on Search for `insured`, over the sample (it must answer rows). */
  body: (insured: BenchInsured) => Record<string, unknown>;
  /** The comparison bench's least ratio to the bare route, when the tool must do better than 0.25. */
  minRatio?: number;
  /** Issue 11: the comparison bench also times building its KPI table from every plan's stored series. */
  hasKpiTable?: boolean;
}

/** Declares a tool's example (found by the generator by its shape: `defineToolExample({ type: '...'`). */
export const defineToolExample = <const Type extends string>(example: ToolExample<Type>) => example;

/** The fields every example row shares. */
export const base = (id: string, promo = false) => ({
  uniqueID: id,
  insurer: 'Alpha Life',
  insurerShortName: 'Alpha',
  planName: 'Alpha Care',
  planShortName: 'Care',
  promo,
});

export const INSURED_35_M_NS = { anb: 36, ageNearestBirthday: 35, gender: 'M', smoker: 'NS' } as const;
export const INSURED_32_F_NS = { anb: 32, ageNearestBirthday: 31, gender: 'F', smoker: 'NS' } as const;
/** The value-series samples illustrate ANB 35. */
export const INSURED_ANB_35 = { anb: 35, ageNearestBirthday: 35, gender: 'M', smoker: 'NS' } as const;
