import type { MultiCiBody, TermBody } from '@portal/contracts';
import type { ComparisonDeps } from './comparison-context.js';
import { runComparison } from './pipeline.js';

// The names publishing calls until it calls runComparison itself: each is the pipeline (ADR 0022).

export const compareMultiCi = (deps: ComparisonDeps, adviserId: string, body: MultiCiBody) =>
  runComparison(deps, adviserId, 'multiPayCI', body);

export const compareTerm = (deps: ComparisonDeps, adviserId: string, body: TermBody) =>
  runComparison(deps, adviserId, 'term', body);
