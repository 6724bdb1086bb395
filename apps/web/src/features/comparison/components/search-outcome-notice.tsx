import './search-outcome.css';
import { SEARCH_OUTCOME_MESSAGES, type SearchOutcome } from '@portal/contracts';
import { Button } from 'primereact/button';

type Props = {
  outcome: SearchOutcome | undefined;
  /** Opens the insurer display settings of this tool. */
  onOpenDisplaySettings: () => void;
};

/** The results table's own words when a search lists no plan. */
const NO_PLANS_FOUND = 'No plans found';

/**
 * Issue 17: what the page's polite live region says once a search answers: how many plans it lists,
 * or why none, with the notice's words below (the live region announces them; the notice does not).
 */
export function searchAnnouncementOf(planCount: number, outcome: SearchOutcome | undefined): string {
  if (planCount === 0) return outcome?.emptyReason ?? NO_PLANS_FOUND;
  const plans = `${planCount} ${planCount === 1 ? 'plan' : 'plans'} found`;
  const found = outcome?.notice ? `${plans}. ${outcome.notice}` : plans;
  if (!outcome || outcome.insurersShown >= outcome.insurersMatching) return found;
  // The notice's sentence without the dash that leads to its link.
  const shown = SEARCH_OUTCOME_MESSAGES.insurersShown(outcome.insurersShown, outcome.insurersMatching);
  return `${found}. ${shown.replace(/ - $/, '')}`;
}

/**
 * Issue 9: why a search found nothing (the server's reason, true of the data searched), and how many
 * insurers the adviser's display settings show of those with plans, with the way to change that.
 */
export function SearchOutcomeNotice({ outcome, onOpenDisplaySettings }: Props) {
  if (!outcome) return null;
  const isFiltered = outcome.insurersShown < outcome.insurersMatching;
  if (!outcome.emptyReason && !isFiltered && !outcome.notice) return null;
  return (
    <div className="search-outcome">
      {outcome.notice ? (
        <p className="search-outcome-reason search-outcome-notice">
          <i className="pi pi-exclamation-triangle" aria-hidden /> {outcome.notice}
        </p>
      ) : null}
      {outcome.emptyReason ? (
        <p className="search-outcome-reason">
          <i className="pi pi-info-circle" aria-hidden /> {outcome.emptyReason}
        </p>
      ) : null}
      {isFiltered ? (
        <p className="search-outcome-filter">
          {SEARCH_OUTCOME_MESSAGES.insurersShown(outcome.insurersShown, outcome.insurersMatching)}
          <Button
            type="button"
            link
            className="search-outcome-action"
            label={SEARCH_OUTCOME_MESSAGES.openDisplaySettings}
            onClick={onOpenDisplaySettings}
          />
        </p>
      ) : null}
    </div>
  );
}
