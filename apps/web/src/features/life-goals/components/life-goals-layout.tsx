import { PageCard } from '../../../components/page-card';
import type { ReactNode } from 'react';
import { StepIndicator } from './step-indicator';
import '../../../components/accessible-accents.css';
import './life-goals.css';

/** Every Life Goals 360 screen: its title, the step indicator, then the step's content. */
export function LifeGoalsLayout({
  title,
  step,
  children,
}: {
  title: string;
  step: number;
  children: ReactNode;
}) {
  return (
    <PageCard title={title} className="lg-page accessible-accents">
      <StepIndicator activeIndex={step} />
      {children}
    </PageCard>
  );
}
