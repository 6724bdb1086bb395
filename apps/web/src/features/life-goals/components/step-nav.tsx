import { Button, type ButtonProps } from 'primereact/button';
import { useNavigate } from 'react-router';

/** Back to the planner's step before this one. */
export function BackButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return <Button type="button" label="Back" icon="pi pi-arrow-left" outlined onClick={() => navigate(to)} />;
}

type StepNavProps = {
  backTo: string;
  /** Next's own props; with `to`, it goes to that step. */
  next: ButtonProps & { to?: string };
};

/** spec 002 §2: under a step, Back to the step before and Next. */
export function StepNav({ backTo, next: { to, ...next } }: StepNavProps) {
  const navigate = useNavigate();
  return (
    <div className="lg-nav">
      <BackButton to={backTo} />
      <Button
        type="button"
        label="Next"
        icon="pi pi-arrow-right"
        iconPos="right"
        {...(to === undefined ? {} : { onClick: () => navigate(to) })}
        {...next}
      />
    </div>
  );
}
