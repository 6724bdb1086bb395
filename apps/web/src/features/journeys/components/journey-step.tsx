import type { Insured } from '@portal/contracts';
import { Link } from 'react-router';
import type { JourneyStep } from '../lib/journeys';

type JourneyStepProps = { step: JourneyStep; order: number; insured: Insured | null; onOpenTool: () => void };

/** One step of a journey: the need in plain words and the tools that answer it. */
export function JourneyStepCard({ step, order, insured, onOpenTool }: JourneyStepProps) {
  return (
    <li className="journey-step">
      <span className="journey-step-number" aria-hidden="true">
        {order}
      </span>
      <div className="journey-step-body">
        <h2 className="journey-step-title">{step.title}</h2>
        <p>{step.text}</p>
        <ul className="journey-tools">
          {step.tools.map((tool) => {
            const isExcluded = tool.isFemaleOnly && insured?.gender === 'Male';
            return (
              <li key={tool.path}>
                <Link to={tool.path} className="journey-tool-link" onClick={onOpenTool}>
                  <i className="pi pi-arrow-right" aria-hidden="true" />
                  <span>
                    <strong>{tool.label}</strong>
                    <span className="journey-tool-answers">“{tool.answers}”</span>
                  </span>
                </Link>
                {isExcluded ? <p className="muted journey-note">For a female insured only.</p> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
