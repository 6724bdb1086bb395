import { Card } from 'primereact/card';
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
    <Card title={<h1 className="page-title">{title}</h1>} className="page-card lg-page accessible-accents">
      <StepIndicator activeIndex={step} />
      {children}
    </Card>
  );
}
