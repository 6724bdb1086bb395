import type { BuiltComparisonType } from '@portal/contracts';
import type { ComparisonEngine } from './engine.js';
import { LONG_TERM_CARE_ENGINE } from './long-term-care.js';
import { MATERNITY_ENGINE } from './maternity.js';
import { MULTI_PAY_CI_ENGINE } from './multi-pay-ci.js';
import { SHIELD_ENGINE } from './shield.js';
import { TERM_ENGINE } from './term.js';

/** Each built tool's engine (ADR 0022); the type checker asks for one per tool of the registry. */
export const ENGINES: { [T in BuiltComparisonType]: ComparisonEngine<T> } = {
  shieldSingle: SHIELD_ENGINE,
  longTermCare: LONG_TERM_CARE_ENGINE,
  maternity: MATERNITY_ENGINE,
  multiPayCI: MULTI_PAY_CI_ENGINE,
  term: TERM_ENGINE,
};
