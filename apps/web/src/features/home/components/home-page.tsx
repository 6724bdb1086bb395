import { HOME_TAB_TITLES, HOME_TABS, type HomeEntry } from '@portal/contracts';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { TabPanel, TabView } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { PageCard, type PageProps } from '../../../components/page-card';
import { useHomeEntries } from '../api/home-api';
import { HomeShortcuts } from './home-shortcuts';

const TAB_ICONS: Record<(typeof HOME_TABS)[number], string> = {
  announcement: 'pi pi-megaphone',
  roadmap: 'pi pi-map',
  overview: 'pi pi-th-large',
};

/** Road map status labels get a colour; announcement month labels stay neutral. */
function tagSeverity(tab: HomeEntry['tab'], label: string): 'success' | 'warning' | 'info' | null {
  if (tab !== 'roadmap') return null;
  if (/partial|progress/i.test(label)) return 'warning';
  if (/complete|done|live/i.test(label)) return 'success';
  return 'info';
}

function EntryList({ entries }: { entries: HomeEntry[] }) {
  if (entries.length === 0) return <p className="muted">Nothing here yet.</p>;
  return (
    <div className="home-entries">
      {entries.map((entry) => (
        <article key={entry.id} className="home-entry">
          <header className="home-entry-header">
            <h3 className="home-entry-title">{entry.title}</h3>
            {entry.label ? (
              <Tag
                value={entry.label}
                severity={tagSeverity(entry.tab, entry.label)}
                rounded
                className="home-entry-tag"
              />
            ) : null}
          </header>
          {/* spec 002 §2: content is plain text, rendered as text and never as HTML */}
          {entry.body.map((paragraph, index) => (
            <p key={index} className="home-entry-body">
              {paragraph}
            </p>
          ))}
        </article>
      ))}
    </div>
  );
}

/** spec 002 §2: the Dashboard with Announcement, Road Map and Insurance Comparison (Overview). */
export function HomePage({ title }: PageProps) {
  const home = useHomeEntries();
  const entriesFor = (tab: HomeEntry['tab']) =>
    (home.data?.entries ?? []).filter((e) => e.tab === tab).sort((a, b) => a.position - b.position);

  return (
    <PageCard title={title} className="home-card">
      {home.isError ? <Message severity="error" text="The home page content could not be loaded." /> : null}
      <HomeShortcuts />
      <TabView className="home-tabs">
        {HOME_TABS.map((tab) => (
          <TabPanel key={tab} header={HOME_TAB_TITLES[tab]} leftIcon={`${TAB_ICONS[tab]} mr-2`}>
            {home.isPending ? (
              <div role="status" aria-busy="true" aria-label="Loading">
                <Skeleton height="1.5rem" className="mb-2" width="40%" />
                <Skeleton height="4rem" className="mb-4" />
                <Skeleton height="1.5rem" className="mb-2" width="30%" />
                <Skeleton height="4rem" />
              </div>
            ) : (
              <EntryList entries={entriesFor(tab)} />
            )}
          </TabPanel>
        ))}
      </TabView>
    </PageCard>
  );
}
