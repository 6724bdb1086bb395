import { Card } from 'primereact/card';

/** Every routed page receives its label from the route table (src/app/routes.tsx). */
export type PageProps = { title: string };

/** A titled empty page for the screens that later issues build. */
export function PagePlaceholder({ title }: PageProps) {
  return (
    <Card title={<h1 className="page-title">{title}</h1>} className="page-card">
      <p className="muted">This page is on its way.</p>
    </Card>
  );
}
