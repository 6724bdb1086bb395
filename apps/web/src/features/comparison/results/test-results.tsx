import type { ComponentProps } from 'react';
import { ResultsTable } from './results-table';
import { COLUMNS, ROWS, type Row } from './test-rows';

/** The test rows in the results table, each row's detail a line naming its plan; props override. */
export function TestResults(props: Partial<ComponentProps<typeof ResultsTable<Row>>>) {
  return (
    <ResultsTable
      rows={ROWS}
      columns={COLUMNS}
      exportName="t"
      expansion={(r) => <p>detail {r.planName}</p>}
      {...props}
    />
  );
}
