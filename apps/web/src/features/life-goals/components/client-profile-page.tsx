import type { Insured } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../components/page-placeholder';
import { readInsured, writeInsured } from '../../../lib/insured-store';
import { readPlan, updatePlan } from '../../../lib/life-goals-store';
import { planInsuredOf } from '../../../lib/life-goals-insured';
import { LIFE_GOALS_PATHS } from '../lib/routes';
import { todayInSingapore } from '@portal/core';
import { DependentsSection } from './dependents-section';
import { InsuredForm } from './insured-form';
import { LifeGoalsLayout } from './life-goals-layout';

const FORM_ID = 'lg-insured-form';

/** spec 002 §2 Client Profile: the insured and the dependents. */
export function ClientProfilePage({ title }: PageProps) {
  const navigate = useNavigate();
  const today = useMemo(() => todayInSingapore(new Date()), []);
  // A new plan starts from the comparison insured when it was entered by date of birth.
  const initial = useMemo(() => readPlan().insured ?? (readInsured()?.dob ? readInsured() : null), []);

  const save = (insured: Insured) => {
    const planInsured = planInsuredOf(insured);
    if (!planInsured) return;
    updatePlan((plan) => ({ ...plan, insured: planInsured }));
    // The same client goes on to the comparison tools (issue 15: the insured carries across).
    writeInsured(insured);
    navigate(LIFE_GOALS_PATHS.goals);
  };

  return (
    <LifeGoalsLayout title={title} step={1}>
      <InsuredForm formId={FORM_ID} initial={initial} today={today} onSave={save} />
      <DependentsSection />
      <div className="lg-nav">
        <Button
          type="button"
          label="Back"
          icon="pi pi-arrow-left"
          outlined
          onClick={() => navigate(LIFE_GOALS_PATHS.start)}
        />
        <Button type="submit" form={FORM_ID} label="Next" icon="pi pi-arrow-right" iconPos="right" />
      </div>
    </LifeGoalsLayout>
  );
}
