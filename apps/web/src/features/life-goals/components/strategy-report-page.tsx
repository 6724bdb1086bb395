import { Button } from 'primereact/button';
import { useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { PageProps } from '../../../components/page-card';
import { usePlan } from '../../../lib/life-goals-store';
import { notify } from '../../../lib/notify';
import { getSession } from '../../../lib/session';
import { redirectFor } from '../lib/guards';
import { downloadReportPdf } from '../lib/report-pdf';
import { reportGoalsOf } from '../lib/report-data';
import { LIFE_GOALS_PATHS } from '../lib/routes';
import { formatLongDate, todayInSingapore } from '@portal/core';
import { LifeGoalsLayout } from './life-goals-layout';
import { ReportAssumptions } from './report-assumptions';
import { ReportGoalSection } from './report-goal-section';
import { ReportOverview } from './report-overview';
import { ReportProfile } from './report-profile';
import { BackButton } from './step-nav';
import './strategy-report.css';

/** Issue 15: the Strategy Report, one page per client, printable on A4 and downloadable as a PDF. */
export function StrategyReportPage({ title }: PageProps) {
  const plan = usePlan();
  const paperRef = useRef<HTMLElement>(null);
  const [isMakingPdf, setIsMakingPdf] = useState(false);
  const redirect = redirectFor(plan, { needsGoals: true });
  if (redirect) return <Navigate to={redirect} replace />;

  const goals = reportGoalsOf(plan);
  const user = getSession()?.userDetails;
  const adviser = user ? `${user.name} (RNF ${user.rnf})` : 'your adviser';
  const today = todayInSingapore(new Date());
  const clientName = plan.insured?.name ?? '';

  const downloadPdf = async () => {
    if (!paperRef.current) return;
    setIsMakingPdf(true);
    try {
      const slug = clientName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'client';
      await downloadReportPdf(paperRef.current, {
        fileName: `Strategy-Report-${slug}-${today}.pdf`,
        title: `Strategy Report for ${clientName}`,
        author: adviser,
      });
    } catch {
      notify({ severity: 'error', text: 'The PDF could not be made. Please try again.' });
    } finally {
      setIsMakingPdf(false);
    }
  };

  return (
    <LifeGoalsLayout title={title} step={4}>
      <div className="lg-report-toolbar">
        <BackButton to={LIFE_GOALS_PATHS.details} />
        <Button type="button" label="Print" icon="pi pi-print" outlined onClick={() => window.print()} />
        <Button
          type="button"
          label="Download PDF"
          icon="pi pi-file-pdf"
          loading={isMakingPdf}
          disabled={goals.length === 0}
          onClick={() => void downloadPdf()}
        />
      </div>
      {goals.length === 0 ? (
        <p className="muted">
          No goal is in the Strategy Report yet. Add goals on{' '}
          <Link to={LIFE_GOALS_PATHS.details}>Goals Details</Link>.
        </p>
      ) : null}
      <article ref={paperRef} className="lg-report-paper" aria-label={`Strategy Report for ${clientName}`}>
        <header className="lg-report-block lg-report-header" data-pdf-block>
          <p className="lg-report-kicker">Life Goals 360</p>
          <h2 className="lg-report-title">Strategy Report for {clientName}</h2>
          <p>
            Prepared by <strong>{user?.name ?? 'your adviser'}</strong>
            {user ? <> · RNF {user.rnf}</> : null} · {formatLongDate(today)}
          </p>
        </header>
        <ReportProfile plan={plan} />
        {goals.length > 0 ? <ReportOverview goals={goals} /> : null}
        {goals.map((goal, i) => (
          <ReportGoalSection key={goal.label} goal={goal} order={i + 1} />
        ))}
        <ReportAssumptions goals={goals} adviser={adviser} />
      </article>
    </LifeGoalsLayout>
  );
}
