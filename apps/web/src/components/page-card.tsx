import { Card } from 'primereact/card';
import type { ReactNode } from 'react';

/** Every routed page receives its label from the route table (src/app/routes.tsx). */
export type PageProps = { title: string };

export type PageCardProps = PageProps & {
  /** The page's own classes, beside `page-card`. */
  className?: string;
  /**
   * Without the page frame (`page-card`'s border and shadow): the comparison tools' criteria card and
   * the Online Comparisons page are drawn without it.
   */
  isFramed?: boolean;
  children: ReactNode;
};

/** The signed-in pages' shell: a card whose title is the page's one `h1`, the route's label. */
export function PageCard({ title, className, isFramed = true, children }: PageCardProps) {
  const classes = [isFramed ? 'page-card' : undefined, className].filter(Boolean).join(' ');
  return (
    <Card title={<h1 className="page-title">{title}</h1>} className={classes || undefined}>
      {children}
    </Card>
  );
}
