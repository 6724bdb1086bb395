import { Link, useLocation } from 'react-router';
import { InsuredBanner } from '../../../components/insured-banner';
import { PageCard, type PageProps } from '../../../components/page-card';
import { insuredDetailsPathFrom, readInsured, useInsured, writeInsured } from '../../../lib/insured-store';
import { comparisonInsuredOf } from '../../../lib/life-goals-insured';
import { readPlan, usePlan } from '../../../lib/life-goals-store';
import { journeyFor } from '../lib/journeys';
import { JourneyStepCard } from './journey-step';
import '../../../components/accessible-accents.css';
import './journeys.css';

/**
 * Issue 15: the client of the comparison tools, or else the Life Goals 360 client, so the same insured
 * follows the adviser from a journey into every tool it links.
 */
function carryInsuredAcross(): void {
  const planInsured = readPlan().insured;
  if (!readInsured() && planInsured) writeInsured(comparisonInsuredOf(planInsured));
}

/** The four journeys of spec 000 §2.2: a guided path through the tools for one need. */
export function JourneyPage({ title }: PageProps) {
  const { pathname } = useLocation();
  const journey = journeyFor(pathname);
  const comparisonInsured = useInsured();
  const plan = usePlan();
  const insured = comparisonInsured ?? (plan.insured ? comparisonInsuredOf(plan.insured) : null);

  return (
    <PageCard title={title} className="journey-page accessible-accents">
      {insured ? (
        <InsuredBanner insured={insured} />
      ) : (
        <p className="journey-no-insured">
          No client yet. <Link to={insuredDetailsPathFrom(pathname)}>Enter the insured&apos;s details</Link>{' '}
          once, and every tool below uses them.
        </p>
      )}
      {journey ? (
        <>
          <p className="journey-intro">{journey.intro}</p>
          <ol className="journey-steps">
            {journey.steps.map((step, i) => (
              <JourneyStepCard
                key={step.title}
                step={step}
                order={i + 1}
                insured={insured}
                onOpenTool={carryInsuredAcross}
              />
            ))}
          </ol>
        </>
      ) : null}
    </PageCard>
  );
}
