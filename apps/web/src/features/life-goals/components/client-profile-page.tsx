import type { Insured } from '@portal/contracts';
import { todayInSingapore } from '@portal/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../components/page-card';
import { readInsured, writeInsured } from '../../../lib/insured-store';
import { planInsuredOf } from '../../../lib/life-goals-insured';
import { readPlan, updatePlan } from '../../../lib/life-goals-store';
import { focusById } from '../lib/focus';
import { clearProfileDraft } from '../lib/profile-draft';
import { LIFE_GOALS_PATHS } from '../lib/routes';
import { DependentsSection } from './dependents-section';
import { InsuredForm } from './insured-form';
import { LifeGoalsLayout } from './life-goals-layout';
import { ReplaceInsuredDialog } from './replace-insured-dialog';
import { StepNav } from './step-nav';

const FORM_ID = 'lg-insured-form';
const NEXT_ID = 'lg-profile-next';

const isSameInsured = (a: Insured, b: Insured) =>
  a.name === b.name &&
  a.gender === b.gender &&
  a.smokingStatus === b.smokingStatus &&
  a.dob === b.dob &&
  a.alb === b.alb &&
  a.anb === b.anb &&
  a.anbNearest === b.anbNearest;

/** spec 002 §2 Client Profile: the insured and the dependents. */
export function ClientProfilePage({ title }: PageProps) {
  const navigate = useNavigate();
  const today = useMemo(() => todayInSingapore(new Date()), []);
  // A new plan starts from the comparison insured when it was entered by date of birth.
  const initial = useMemo(() => readPlan().insured ?? (readInsured()?.dob ? readInsured() : null), []);
  const held = readInsured();
  const [pending, setPending] = useState<Insured | null>(null);

  const finish = (insured: Insured, isForComparisons: boolean) => {
    const planInsured = planInsuredOf(insured);
    if (!planInsured) return;
    updatePlan((plan) => ({ ...plan, insured: planInsured }));
    // Issue 15: the same client goes on to the comparison tools, when the adviser agrees (issue 31).
    if (isForComparisons) writeInsured(insured);
    clearProfileDraft();
    setPending(null);
    navigate(LIFE_GOALS_PATHS.goals);
  };

  const save = (insured: Insured) => {
    const current = readInsured();
    if (current && !isSameInsured(current, insured)) setPending(insured);
    else finish(insured, true);
  };

  return (
    <LifeGoalsLayout title={title} step={1}>
      <InsuredForm formId={FORM_ID} initial={initial} today={today} onSave={save} />
      <DependentsSection />
      <StepNav backTo={LIFE_GOALS_PATHS.start} next={{ id: NEXT_ID, type: 'submit', form: FORM_ID }} />
      {held ? (
        <ReplaceInsuredDialog
          held={held}
          next={pending}
          onReplace={() => pending && finish(pending, true)}
          onKeep={() => pending && finish(pending, false)}
          onCancel={() => {
            setPending(null);
            focusById(NEXT_ID);
          }}
        />
      ) : null}
    </LifeGoalsLayout>
  );
}
