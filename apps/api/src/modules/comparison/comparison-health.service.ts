import type { LtcBody, MaternityBody, ShieldBody } from '@portal/contracts';
import type { ComparisonDeps } from './comparison-context.js';
import { runComparison } from './pipeline.js';

// The names publishing calls until it calls runComparison itself: each is the pipeline (ADR 0022).

export const compareShield = (deps: ComparisonDeps, adviserId: string, body: ShieldBody) =>
  runComparison(deps, adviserId, 'shieldSingle', body);

export const compareLongTermCare = (deps: ComparisonDeps, adviserId: string, body: LtcBody) =>
  runComparison(deps, adviserId, 'longTermCare', body);

export const compareMaternity = (deps: ComparisonDeps, adviserId: string, body: MaternityBody) =>
  runComparison(deps, adviserId, 'maternity', body);
