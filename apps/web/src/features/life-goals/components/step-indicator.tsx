import { LIFE_GOALS_STEPS } from '@portal/contracts';
import { Link } from 'react-router';
import { STEP_PATHS } from '../lib/routes';

/** spec 002 §2: the five-step indicator; earlier steps are links back. */
export function StepIndicator({ activeIndex }: { activeIndex: number }) {
  return (
    <nav aria-label="Life Goals 360 steps" className="lg-steps">
      <ol>
        {LIFE_GOALS_STEPS.map((step, index) => {
          const state = index < activeIndex ? 'done' : index === activeIndex ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`lg-step lg-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="lg-step-number" aria-hidden="true">
                {state === 'done' ? <i className="pi pi-check" /> : index + 1}
              </span>
              {state === 'done' ? (
                <Link to={STEP_PATHS[index] ?? '/lifeGoals360'} className="lg-step-label">
                  {step}
                </Link>
              ) : (
                <span className="lg-step-label">{step}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
