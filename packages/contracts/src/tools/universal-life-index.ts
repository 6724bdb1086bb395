import {
  ULI_ALLOCATION_LABELS,
  ULI_COMPARE_AT_AGES,
  ULI_DEFAULT_COMPARE_AT_AGE,
  ULI_DEFAULTS,
  uliIllustrationAt,
  universalLifeIndexedBodySchema,
  universalLifeIndexedReplySchema,
  universalLifeIndexedRowSchema,
  type UniversalLifeIndexedRow,
} from '../comparison-legacy.js';
import { columnsFor, defineValueSeriesTool } from './common.js';
import type { ToolView } from './define-tool.js';
import { valueColumnsFor } from './value-columns.js';

const col = columnsFor<UniversalLifeIndexedRow>();
const valueColumn = valueColumnsFor<UniversalLifeIndexedRow>();
type Values = NonNullable<ReturnType<typeof uliIllustrationAt>>;
const svAt =
  (key: keyof Omit<Values, 'age'>) =>
  (row: UniversalLifeIndexedRow, view?: ToolView): number | null =>
    uliIllustrationAt(row, view?.compareAt ?? ULI_DEFAULT_COMPARE_AT_AGE)?.[key] ?? null;
/** The lapse age; 'In force to 100' when the policy does not lapse (a file writes it as that text). */
const lapseAgeOf = (age: number | null) => age ?? 'In force to 100';
const lapseColumn = (
  key: 'lapseAge' | 'lapseAgeAtMinimum' | 'lapseAgeAtStressed',
  label: string,
  viewModes: string[],
) =>
  valueColumn(key, label, 'age', (r) => lapseAgeOf(r[key]), {
    sortValue: (r) => r[key] ?? 101,
    viewModes,
  });
const inMode = (mode: string) => ({ viewModes: [mode] });

// Issue 12, spec 001 §2, §3, §7, §9 Universal Life Index: views default, index account, fixed/general
// account and values (compare at ages 20-100 step 20); the values view adds the illustration at a
// stressed crediting rate and the lapse age under each rate.
export const UNIVERSAL_LIFE_INDEX_TOOL = defineValueSeriesTool({
  type: 'universalLifeIndexed',
  specOrder: 11,
  title: 'Universal Life Index',
  menu: { group: 'Legacy Planning', label: 'Universal Life Index', order: 2 },
  route: '/comparison/universalLifeIndex',
  bodySchema: universalLifeIndexedBodySchema,
  rowSchema: universalLifeIndexedRowSchema,
  replySchema: universalLifeIndexedReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    valueColumn('allocation', 'Allocation', 'text', (r) => ULI_ALLOCATION_LABELS[r.allocation], {
      align: 'left',
    }),
    valueColumn('premiumTerm', 'Premium Term', 'premiumYears', (r) => r.premiumTerm, {
      align: 'left',
      sortValue: (r) => r.premiumTerm,
      viewModes: ['default'],
    }),
    col.money('premium', 'Annual Premium', (r) => r.premium, { isHeadline: true }),
    col.moneyWhole('sumInsured', 'Sum Insured', (r) => r.sumInsured * 100, inMode('default')),
    lapseColumn('lapseAge', 'Lapse Age (Current)', ['default', 'values']),
    valueColumn('indexAccType', 'Index Account', 'text', (r) => r.indexAccType, {
      align: 'left',
      isSortable: false,
      ...inMode('index'),
    }),
    valueColumn('indexAccCurrent', 'Index Current', 'percent', (r) => r.indexAccCurrent, inMode('index')),
    valueColumn('indexAccMin', 'Index Minimum', 'percent', (r) => r.indexAccMin, inMode('index')),
    valueColumn('indexAccMax', 'Index Cap', 'percent', (r) => r.indexAccMax, inMode('index')),
    valueColumn(
      'fixedGeneralAccCurrent',
      'Fixed Current',
      'percent',
      (r) => r.fixedGeneralAccCurrent,
      inMode('fixed'),
    ),
    valueColumn(
      'fixedGeneralAccMin',
      'Fixed Minimum',
      'percent',
      (r) => r.fixedGeneralAccMin,
      inMode('fixed'),
    ),
    valueColumn(
      'guaranteedSurrenderValue',
      'Surrender Value (Guaranteed)',
      'moneyWhole',
      svAt('guaranteedSurrenderValue'),
      inMode('values'),
    ),
    valueColumn(
      'currentSurrenderValue',
      'Surrender Value (Current)',
      'moneyWhole',
      svAt('currentSurrenderValue'),
      inMode('values'),
    ),
    valueColumn(
      'stressedSurrenderValue',
      'Surrender Value (Current less 1%)',
      'moneyWhole',
      svAt('stressedSurrenderValue'),
      inMode('values'),
    ),
    lapseColumn('lapseAgeAtStressed', 'Lapse Age (Current less 1%)', ['values']),
    lapseColumn('lapseAgeAtMinimum', 'Lapse Age (Minimum)', ['values']),
    col.promo(),
  ],
  defaults: ULI_DEFAULTS,
  viewModes: [
    { key: 'default', label: 'Default' },
    { key: 'index', label: 'Index Account' },
    { key: 'fixed', label: 'Fixed/General Account' },
    { key: 'values', label: 'Values' },
  ],
  compareAt: {
    kind: 'age',
    options: ULI_COMPARE_AT_AGES,
    default: ULI_DEFAULT_COMPARE_AT_AGE,
    modes: ['values'],
  },
  // The engine's rank: the 100% index allocation first, then the premium.
  defaultOrder: () => '100% Index first, then lowest premium',
});
