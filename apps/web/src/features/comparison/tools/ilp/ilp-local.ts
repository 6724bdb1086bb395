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
import { STORAGE_KEYS } from '../../../../lib/storage';
import type { LocalReplyContext } from '../../components/tool-definition';

let planDetails: Promise<IlpPlanDetailsReply | null> | null = null;

/** Plan name -> insurer, as the plan details named them; kept for when a later fetch fails (issue 31). */
type PlanInsurers = Record<string, string>;

function rememberInsurers(details: IlpPlanDetailsReply) {
  const names: PlanInsurers = Object.fromEntries(details.result.map((i) => [i.planName, i.insurer]));
  try {
    localStorage.setItem(STORAGE_KEYS.ilpPlanInsurers, JSON.stringify(names));
  } catch {
    // storage full or refused: the names are only a fallback
  }
}

function rememberedInsurers(): PlanInsurers | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.ilpPlanInsurers) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const entries = Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string');
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/**
 * spec 001 §4, §7, §8: the 101 plans' details (ilp101PlanDetails), fetched once; a failure is logged
 * and the next use asks again. The insurers it names are remembered for a later failure (issue 31).
 */
export function ilpPlanDetailsOnce(): Promise<IlpPlanDetailsReply | null> {
  planDetails ??= apiRequest(ILP_PLAN_DETAILS_PATH, {
    reply: ilpPlanDetailsReplySchema,
    isQuiet: true,
  }).then(
    (details) => {
      rememberInsurers(details);
      return details;
    },
    (error: unknown) => {
      console.warn('101 plan details could not be loaded', error);
      planDetails = null;
      return null;
    },
  );
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
 * Issue 31: when the details fail, the insurers are named as they last loaded; with no names known the
 * display filter (which names real insurers) is not applied, and the outcome says what failed.
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
    const known = details ? null : rememberedInsurers();
    const insurerOf = (planName: string) =>
      infos.find((i) => i.planName === planName)?.insurer ?? known?.[planName];
    const withPromo = new Set(
      infos.filter((i) => i.customerPromo.valid).map((i) => `${i.insurer}|${i.planName}`),
    );
    const all = ilpCustomRows(parsed, insurerOf, (insurer, planName) =>
      withPromo.has(`${insurer}|${planName}`),
    );
    const canFilter = details !== null || known !== null;
    const allowed = new Set(canFilter ? onlyDisplayInsurers : []);
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
        ...(details ? {} : { notice: SEARCH_OUTCOME_MESSAGES.ilpDetailsFailed(known !== null) }),
      },
    };
  })();
}
