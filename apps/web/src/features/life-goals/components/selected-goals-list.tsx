import type { PlannedGoal } from '@portal/contracts';
import { Button } from 'primereact/button';

/** The id of a goal's control, so focus can follow the goal after it moves. */
export const goalControlId = (label: string, control: 'up' | 'down' | 'remove') =>
  `lg-selected-${label.replace(/[^A-Za-z0-9]+/g, '-')}-${control}`;

type SelectedGoalsListProps = {
  goals: PlannedGoal[];
  onMove: (label: string, step: -1 | 1) => void;
  onRemove: (label: string) => void;
};

/** spec 002 §2: the selected goals in order, with up and down controls and removal. */
export function SelectedGoalsList({ goals, onMove, onRemove }: SelectedGoalsListProps) {
  if (goals.length === 0) return <p className="muted">No goal selected yet.</p>;
  return (
    <ol className="lg-card-list lg-selected-goals" aria-label="Selected goals">
      {goals.map((goal, i) => (
        <li key={goal.label} className="lg-card-item">
          <div className="lg-card-main">
            <span className="lg-goal-order" aria-hidden="true">
              {i + 1}
            </span>
            <strong>{goal.label}</strong>
            {goal.isCustom ? <span className="lg-tag">Custom</span> : null}
          </div>
          <span className="lg-card-buttons">
            <Button
              type="button"
              icon="pi pi-arrow-up"
              text
              id={goalControlId(goal.label, 'up')}
              aria-label={`Move ${goal.label} up`}
              disabled={i === 0}
              onClick={() => onMove(goal.label, -1)}
            />
            <Button
              type="button"
              icon="pi pi-arrow-down"
              text
              id={goalControlId(goal.label, 'down')}
              aria-label={`Move ${goal.label} down`}
              disabled={i === goals.length - 1}
              onClick={() => onMove(goal.label, 1)}
            />
            <Button
              type="button"
              icon="pi pi-times"
              text
              severity="danger"
              id={goalControlId(goal.label, 'remove')}
              aria-label={`Remove ${goal.label}`}
              onClick={() => onRemove(goal.label)}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
