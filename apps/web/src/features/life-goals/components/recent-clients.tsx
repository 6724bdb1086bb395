import { Button } from 'primereact/button';
import {
  removeRecentClient,
  useRecentClients,
  writePlan,
  type RecentClient,
} from '../../../lib/life-goals-store';
import { notify } from '../../../lib/notify';
import { formatDdMmYyyy, formatSingaporeDateTime } from '@portal/core';
import { PLAN_FILE_MESSAGES } from '../lib/plan-file';

/** Issue 15: the plans of the last clients on this device, to pick one up again. */
export function RecentClients({ onOpened }: { onOpened: () => void }) {
  const clients = useRecentClients();
  if (clients.length === 0) return null;

  const open = (client: RecentClient) => {
    writePlan(client.plan);
    notify({ severity: 'success', text: PLAN_FILE_MESSAGES.opened(client.name) });
    onOpened();
  };

  return (
    <section className="lg-section" aria-labelledby="lg-recent-title">
      <h2 id="lg-recent-title" className="lg-section-title">
        Recent clients
      </h2>
      <ul className="lg-recent-list">
        {clients.map((client) => (
          <li key={client.id} className="lg-recent-item">
            <span className="lg-recent-name">{client.name}</span>
            <span className="muted">
              Born {formatDdMmYyyy(client.dob)} · saved {formatSingaporeDateTime(client.savedAt)}
            </span>
            <span className="lg-recent-buttons">
              <Button
                type="button"
                label="Open"
                size="small"
                outlined
                aria-label={`Open the plan of ${client.name}`}
                onClick={() => open(client)}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                size="small"
                text
                severity="danger"
                aria-label={`Remove ${client.name} from recent clients`}
                onClick={() => removeRecentClient(client.id)}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
