import {
  COMPARISON_MESSAGES,
  defaultOrderOf,
  productInfoKey,
  reachableCompareAt,
  type DatasetInfo,
  type Insured,
} from '@portal/contracts';
import { formatDdMmYyyy, policyYearCompareAtOptions } from '@portal/core';
import { Card } from 'primereact/card';
import { useMemo, type ReactNode } from 'react';
import { ResultsTable } from '../results/results-table';
import { RowDetailPanel } from '../results/row-detail-panel';
import { resultColumnsOf } from '../results/tool-columns';
import { UploadOnlineButton } from './upload-online-dialog';
import { getSession } from '../../../lib/session';
import { buildExportHeader } from '../results/export-header';
import { SearchOutcomeNotice } from './search-outcome-notice';
import type { RegisteredTool, ToolReply, ToolRow, ToolSlots } from './tool-definition';
import type { Searched } from './search-common';
import { RESULTS_HEADING_ID } from './use-comparison-search';

type Props<R extends ToolReply, Row extends ToolRow> = {
  title: string;
  tool: RegisteredTool<R, Row>;
  /** What the tool adds around the table (tool-definition). */
  slots: ToolSlots<R, Row> | undefined;
  /** Above the table: the illustration-rate toggle of the value-series tools (issue 11). */
  toolbar?: ReactNode;
  insured: Insured;
  searched: Searched<R>;
  dataset: DatasetInfo | null;
  allowedInsurers: string[];
  onOpenDisplaySettings: () => void;
};

const yearOptionLabel = (year: number, anb: number) =>
  policyYearCompareAtOptions(anb, [year])[0]?.label ?? String(year);

/** spec 001 §2: the results card: the table, its notices, the row details and Upload Online. */
export function ResultsCard<R extends ToolReply, Row extends ToolRow>({
  title,
  tool,
  slots = {},
  toolbar,
  insured,
  searched: { reply, body },
  dataset,
  allowedInsurers,
  onOpenDisplaySettings,
}: Props<R, Row>) {
  const { shownRows } = slots;
  const columns = useMemo(() => resultColumnsOf(tool.columns), [tool]);
  const hasViews = tool.viewModes.length > 0 || tool.compareAt !== null;
  const infos = tool.infosOf(reply);
  const infoByKey = new Map(infos.map((i) => [productInfoKey(i.insurer, i.planName, tool.type), i]));
  return (
    <Card
      title={
        <h2 className="card-title" id={RESULTS_HEADING_ID} tabIndex={-1}>
          Results
        </h2>
      }
      className="results-card"
    >
      {dataset?.isSample ? <p className="sample-notice">{COMPARISON_MESSAGES.sampleData}</p> : null}
      <SearchOutcomeNotice outcome={reply.outcome} onOpenDisplaySettings={onOpenDisplaySettings} />
      {toolbar}
      {slots.beforeTable?.(reply)}
      <ResultsTable
        rows={tool.rowsOf(reply)}
        columns={columns}
        {...(hasViews
          ? {
              views: {
                modes: tool.viewModes,
                // Issue 31: only the ages this insured reaches (none before the entry age).
                compareAt: tool.compareAt && reachableCompareAt(tool.compareAt, insured.anb),
                // Issue 11: a policy year names the insured's age then, ANB - 1 + year.
                ...(tool.compareAt?.kind === 'year'
                  ? { compareAtLabel: (year: number) => yearOptionLabel(year, insured.anb) }
                  : {}),
              },
            }
          : {})}
        exportName={title.replace(/\s+/g, '-')}
        exportHeader={buildExportHeader({
          tool: title,
          insured,
          body,
          dataset,
          adviser: getSession()?.userDetails ?? null,
        })}
        headingId={RESULTS_HEADING_ID}
        defaultOrder={defaultOrderOf(tool, body)}
        label={`${title} plans for ${insured.name}`}
        notice={
          dataset
            ? `Premium updated ${formatDdMmYyyy(dataset.effectiveDate)}${dataset.isSample ? ' · sample data' : ''}`
            : null
        }
        renderUpload={(ignoreList, disabledReason, view) => (
          <UploadOnlineButton
            disabledReason={disabledReason}
            source={{
              type: tool.type,
              query: body as Record<string, unknown>,
              insured,
              ignoreList,
              allowedInsurers,
              view,
            }}
          />
        )}
        {...(shownRows ? { renderAfter: (rows: readonly Row[]) => shownRows(rows, reply) } : {})}
        expansion={(row) => (
          <>
            {slots.rowExtra?.(row, reply)}
            <RowDetailPanel
              info={infoByKey.get(productInfoKey(row.insurer, row.planName, tool.type))}
              sections={tool.detailSections}
              fallbackTitle={`${row.insurer} ${row.planName}`}
            />
          </>
        )}
      />
      {slots.afterTable?.(reply)}
    </Card>
  );
}
