import { PageCard } from '../../../components/page-card';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  isLocked: boolean;
  isSearching: boolean;
  /** spec 001 §2: Search, or Simulate (the 101 plan's Custom calculation). */
  searchLabel?: string;
  /** Reset shows once a search ran or the form is locked. */
  canReset: boolean;
  /** Why Search is blocked for this insured (Maternity's gender rule), shown under the form. */
  block: ReactNode | null;
  /** spec 001 §4: a load-on-entry tool's Search reads 'Loading Data...' and waits for the plans. */
  isLoadingData?: boolean;
  onSearch: () => void;
  onEdit: () => void;
  onReset: () => void;
  children: ReactNode;
};

/** spec 001 §2: the criteria card. Search submits and locks the fields; Edit reopens them; Reset clears. */
export function CriteriaCard({
  title,
  isLocked,
  isSearching,
  searchLabel = 'Search',
  canReset,
  block,
  isLoadingData = false,
  onSearch,
  onEdit,
  onReset,
  children,
}: Props) {
  return (
    <PageCard title={title} className="criteria-card" isFramed={false}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!block && !isLoadingData) onSearch();
        }}
      >
        <fieldset disabled={isLocked} className="criteria-fieldset">
          {children}
        </fieldset>
        <div className="form-actions">
          {/* distinct keys: reusing the clicked Edit button as the submit button would submit mid-click */}
          {isLocked ? (
            <Button key="edit" type="button" label="Edit" icon="pi pi-pencil" onClick={onEdit} />
          ) : (
            <Button
              key="search"
              type="submit"
              label={isLoadingData ? 'Loading Data...' : searchLabel}
              icon={searchLabel === 'Simulate' ? 'pi pi-play' : 'pi pi-search'}
              disabled={Boolean(block) || isLoadingData}
              loading={isSearching}
            />
          )}
          {canReset ? (
            <Button type="button" label="Reset" icon="pi pi-refresh" outlined onClick={onReset} />
          ) : null}
        </div>
      </form>
      {block}
    </PageCard>
  );
}
