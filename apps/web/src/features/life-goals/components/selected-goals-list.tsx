import type { PlannedGoal } from '@portal/contracts';
import { Button } from 'primereact/button';

/** The id of a goal's control, so focus can follow the goal after it moves. */
export const goalControlId = (label: string, control: 'up' | 'down' | 'remove') =>
  `lg-selected-${label.replace(/[^A-Za-z0-9]+/g, '-')}-${control}`;

const MOVES = [
  { direction: 'up', step: -1 },
  { direction: 'down', step: 1 },
] as const;

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
            {MOVES.map(({ direction, step }) => (
              <Button
                key={direction}
                type="button"
                icon={`pi pi-arrow-${direction}`}
                text
                id={goalControlId(goal.label, direction)}
                aria-label={`Move ${goal.label} ${direction}`}
                disabled={i + step < 0 || i + step >= goals.length}
                onClick={() => onMove(goal.label, step)}
              />
            ))}
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
