import {
  ILP_PLAN_DETAILS_PATH,
  SEARCH_OUTCOME_MESSAGES,
  ilpBodySchema,
  ilpCustomRows,
  ilpPlanDetailsReplySchema,
  type IlpPlanDetailsReply,
  type IlpReply,
} from '@portal/contracts';
import { apiRequest } from '../../../../lib/api-client';
import type { LocalReplyContext } from '../../components/tool-definition';

let planDetails: Promise<IlpPlanDetailsReply | null> | null = null;

/**
 * spec 001 §4, §7, §8: the 101 plans' details (ilp101PlanDetails), fetched once; a failure is only
 * logged (no message to the adviser) and the next use asks again.
 */
export function ilpPlanDetailsOnce(): Promise<IlpPlanDetailsReply | null> {
  planDetails ??= apiRequest(ILP_PLAN_DETAILS_PATH, {
    reply: ilpPlanDetailsReplySchema,
    isQuiet: true,
  }).catch((error: unknown) => {
    console.warn('101 plan details could not be loaded', error);
    planDetails = null;
    return null;
  });
  return planDetails;
}

/** For tests: forget the details fetched. */
export const forgetIlpPlanDetails = () => {
  planDetails = null;
};

/**
 * Issue 13: Simulate. A Custom calculation is projected in the browser with the core models (no call,
 * spec 001 §7), into the reply the API gives for the same body when it publishes (ADR 0030): insurers
 * named and promos judged by the plan details, the adviser's insurer display filter applied, ranked alike.
 * A PI search returns null: it goes to the API.
 */
export function ilpLocalReply(
  body: unknown,
  { onlyDisplayInsurers }: LocalReplyContext,
): Promise<IlpReply> | null {
  const parsed = ilpBodySchema.parse(body);
  if (parsed.comparisonType !== 'custom') return null;
  return (async () => {
    const details = await ilpPlanDetailsOnce();
    const infos = details?.result ?? [];
    const insurerOf = (planName: string) => infos.find((i) => i.planName === planName)?.insurer;
    const withPromo = new Set(
      infos.filter((i) => i.customerPromo.valid).map((i) => `${i.insurer}|${i.planName}`),
    );
    const all = ilpCustomRows(parsed, insurerOf, (insurer, planName) =>
      withPromo.has(`${insurer}|${planName}`),
    );
    const allowed = new Set(onlyDisplayInsurers);
    const rows = allowed.size === 0 ? all : all.filter((r) => allowed.has(r.insurer));
    const shownPlans = new Set(rows.map((r) => `${r.insurer}|${r.planName}`));
    const insurersOf = (list: typeof all) => new Set(list.map((r) => r.insurer)).size;
    const counts = { insurersMatching: insurersOf(all), insurersShown: insurersOf(rows) };
    return {
      success: true,
      result: [rows, infos.filter((i) => shownPlans.has(`${i.insurer}|${i.planName}`))],
      dataset: details?.dataset ?? null,
      outcome: {
        ...counts,
        emptyReason: rows.length > 0 ? null : SEARCH_OUTCOME_MESSAGES.allHidden(counts.insurersMatching),
      },
    };
  })();
}
