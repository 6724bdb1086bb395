import { TabPanel, TabView } from 'primereact/tabview';
import type { ReactNode } from 'react';
import { PageCard, type PageCardProps } from './page-card';

/** One tab of a tabbed page: its header and what it shows. */
export type PageTab = { header: string; content: ReactNode };

/** A page whose whole body is tabs (the calculators, Update Profile), in the same shell. */
export function TabbedPageCard({
  tabs,
  ...card
}: Omit<PageCardProps, 'children'> & { tabs: readonly PageTab[] }) {
  return (
    <PageCard {...card}>
      <TabView>
        {tabs.map((tab) => (
          <TabPanel key={tab.header} header={tab.header}>
            {tab.content}
          </TabPanel>
        ))}
      </TabView>
    </PageCard>
  );
}
