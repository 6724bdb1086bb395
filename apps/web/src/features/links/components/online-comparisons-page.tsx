import './links.css';
import {
  COMPARISON_TITLES,
  LINK_MESSAGES,
  LINK_PAGE_SIZES,
  linkStatusOf,
  type SavedComparison,
} from '@portal/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import { Paginator } from 'primereact/paginator';
import { Tag } from 'primereact/tag';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageCard, type PageProps } from '../../../components/page-card';
import { useIsNarrow } from '../../../components/use-narrow';
import { notify } from '../../../lib/notify';
import { republishComparison } from '../api/links-api';
import { useSavedComparisons } from '../api/links-queries';
import { formatSingaporeDateTime } from '@portal/core';
import { ComparisonDetail } from './comparison-detail';
import { DisableLinkDialog } from './disable-link-dialog';
import { EditComparisonDialog } from './edit-comparison-dialog';
import { FiguresChangedTag, opensText } from './figures-change';
import { LinkCards, STATUS_SEVERITY } from './link-cards';
import { paginatorTemplate } from './page-size-select';

/** spec 002 §2, §4, §7, §8: /comparison/manage, the adviser's published links. */
export function OnlineComparisonsPage({ title }: PageProps) {
  const [isShown, setIsShown] = useState(false);
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const [editing, setEditing] = useState<SavedComparison | null>(null);
  const [disabling, setDisabling] = useState<{ link: SavedComparison; opener: HTMLElement | null } | null>(
    null,
  );
  const [page, setPage] = useState({ first: 0, rows: 25 });
  const isNarrow = useIsNarrow();
  const list = useSavedComparisons(isShown);
  useEffect(() => {
    if (list.isError) window.alert(LINK_MESSAGES.listFailed);
  }, [list.isError, list.errorUpdatedAt]);
  const now = new Date();

  // Focus returns to the Disable button that opened the dialog, or, once that row has no actions left,
  // to the list's Refresh button (never the page body).
  const closeDisable = (isDone: boolean) => {
    const opener = disabling?.opener;
    setDisabling(null);
    setTimeout(() => {
      if (!isDone && opener?.isConnected) opener.focus();
      else document.getElementById('links-refresh')?.focus();
    });
  };
  const republish = useMutation({
    mutationFn: (link: SavedComparison) => republishComparison(link.uniqueID),
    onSuccess: () => {
      notify({ severity: 'success', text: LINK_MESSAGES.republished });
      void list.refetch().then(() => document.getElementById('links-refresh')?.focus());
    },
    onError: () => notify({ severity: 'error', text: LINK_MESSAGES.republishFailed }),
  });
  const actions = (link: SavedComparison) =>
    link.disabled ? null : (
      <span className="link-actions">
        {link.figuresChange ? (
          <Button
            type="button"
            icon="pi pi-sync"
            label={LINK_MESSAGES.republish}
            size="small"
            text
            loading={republish.isPending && republish.variables?.uniqueID === link.uniqueID}
            onClick={() => republish.mutate(link)}
          />
        ) : null}
        <Button
          type="button"
          icon="pi pi-pencil"
          label="Edit"
          size="small"
          text
          onClick={() => setEditing(link)}
        />
        <Button
          type="button"
          icon="pi pi-ban"
          label="Disable"
          size="small"
          text
          severity="danger"
          onClick={(e) => setDisabling({ link, opener: e.currentTarget })}
        />
      </span>
    );

  return (
    <PageCard title={title} isFramed={false}>
      <Button
        id="links-refresh"
        type="button"
        // a spinner, not `loading`: that disables the button and would drop the focus it may hold
        icon={list.isFetching ? 'pi pi-spin pi-spinner' : 'pi pi-refresh'}
        aria-busy={list.isFetching}
        label={isShown ? 'Refresh Comparison List' : 'Display All Comparison'}
        onClick={() => (isShown ? void list.refetch() : setIsShown(true))}
      />
      {isShown && list.data && isNarrow ? (
        <div className="links-narrow">
          <LinkCards
            links={list.data.data.slice(page.first, page.first + page.rows)}
            now={now}
            actions={actions}
          />
          <Paginator
            first={page.first}
            rows={page.rows}
            totalRecords={list.data.data.length}
            rowsPerPageOptions={[...LINK_PAGE_SIZES]}
            template={paginatorTemplate(true)}
            onPageChange={(e) => setPage({ first: e.first, rows: e.rows })}
          />
        </div>
      ) : null}
      {isShown && list.data && !isNarrow ? (
        <DataTable
          value={list.data.data}
          dataKey="uniqueID"
          paginator
          first={page.first}
          rows={page.rows}
          onPage={(e) => setPage({ first: e.first, rows: e.rows })}
          rowsPerPageOptions={[...LINK_PAGE_SIZES]}
          paginatorTemplate={paginatorTemplate(false)}
          expandedRows={expanded}
          onRowToggle={(e) => setExpanded(e.data as DataTableExpandedRows)}
          rowExpansionTemplate={(link: SavedComparison) => <ComparisonDetail link={link} now={now} />}
          emptyMessage="No online comparisons yet"
          className="links-table"
        >
          {/* Named for assistive technology, so each cell of the column has a header (WCAG 1.3.1). */}
          <Column expander header={<span className="sr-only">Details</span>} style={{ width: '3rem' }} />
          <Column field="clientName" header="Client" />
          <Column
            field="comparisonType"
            header="Comparison"
            body={(l: SavedComparison) => COMPARISON_TITLES[l.comparisonType] ?? l.comparisonType}
          />
          <Column
            field="createdAt"
            header="Created"
            body={(l: SavedComparison) => formatSingaporeDateTime(l.createdAt)}
          />
          <Column
            field="expiresAt"
            header="Expires"
            body={(l: SavedComparison) => formatSingaporeDateTime(l.expiresAt)}
          />
          <Column header="Opens" body={(l: SavedComparison) => opensText(l)} />
          <Column
            header="Status"
            body={(l: SavedComparison) => {
              const status = linkStatusOf(l, now);
              return (
                <span className="link-status">
                  <Tag value={status} severity={STATUS_SEVERITY[status]} />
                  <FiguresChangedTag link={l} />
                </span>
              );
            }}
          />
          <Column header="Actions" body={actions} />
        </DataTable>
      ) : null}
      {disabling ? (
        <DisableLinkDialog
          link={disabling.link}
          onClose={() => closeDisable(false)}
          onDisabled={() => {
            notify({ severity: 'success', text: LINK_MESSAGES.disabled });
            closeDisable(true);
            void list.refetch();
          }}
        />
      ) : null}
      {editing ? (
        <EditComparisonDialog
          link={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.refetch();
          }}
        />
      ) : null}
    </PageCard>
  );
}
