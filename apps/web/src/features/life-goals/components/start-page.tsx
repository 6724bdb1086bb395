import { LIFE_GOALS_MESSAGES } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../components/page-card';
import { resetPlan, usePlan } from '../../../lib/life-goals-store';
import { notify } from '../../../lib/notify';
import { focusById } from '../lib/focus';
import { clearProfileDraft } from '../lib/profile-draft';
import { LIFE_GOALS_PATHS } from '../lib/routes';
import { LifeGoalsLayout } from './life-goals-layout';
import { PlanFileActions } from './plan-file-actions';
import { RecentClients } from './recent-clients';

/** spec 002 §2 Start: Design Your Future and Reset, plus the plans kept on this device (issue 15). */
export function StartPage({ title }: PageProps) {
  const navigate = useNavigate();
  const plan = usePlan();

  const reset = () => {
    resetPlan();
    clearProfileDraft();
    notify({ severity: 'success', text: LIFE_GOALS_MESSAGES.reset });
    focusById('lg-design-your-future');
  };

  // An opened plan brings its own client: a draft typed for another one must not cover it (issue 31).
  const openPlan = () => {
    clearProfileDraft();
    navigate(LIFE_GOALS_PATHS.profile);
  };

  return (
    <LifeGoalsLayout title={title} step={0}>
      <section className="lg-hero">
        <p className="lg-lead">
          Plan your client&apos;s life goals in five steps: who they are and who depends on them, the goals
          that matter, what each goal needs, and a Strategy Report to go through together.
        </p>
        {plan.insured ? (
          <p className="muted" data-testid="lg-current-client">
            Current plan: <strong>{plan.insured.name}</strong>, {plan.goals.length} goal
            {plan.goals.length === 1 ? '' : 's'} selected.
          </p>
        ) : null}
        <div className="lg-actions">
          <Button
            id="lg-design-your-future"
            type="button"
            label="Design Your Future"
            icon="pi pi-arrow-right"
            iconPos="right"
            onClick={() => navigate(LIFE_GOALS_PATHS.profile)}
          />
          <Button
            type="button"
            label="Reset"
            icon="pi pi-refresh"
            severity="secondary"
            outlined
            onClick={reset}
          />
        </div>
      </section>
      <section className="lg-section" aria-labelledby="lg-files-title">
        <h2 id="lg-files-title" className="lg-section-title">
          Plans on this device
        </h2>
        <p className="muted">
          The planner keeps its data in this browser until you sign out. Save a plan to a file to keep it, and
          open it again later or on another device.
        </p>
        <PlanFileActions onOpened={openPlan} />
      </section>
      <RecentClients onOpened={openPlan} />
    </LifeGoalsLayout>
  );
}
