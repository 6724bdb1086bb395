import { ilpPlanLabel, type IlpRow } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { useRowToggle } from '../../results/row-toggles';
import { saveXlsx } from '../../../../lib/save-file';
import { IlpFundChart } from './ilp-charts';
import { buildIlpWorkbook } from './ilp-excel';
import { hasPriceSeries, IlpPriceChart } from './ilp-price-chart';

/**
 * spec 001 §2, §4: a row's Chart and Excel controls. Chart opens the fund value chart and, for a Custom
 * row, the fund price chart (§4) under the buttons
 * (focus stays on the button, which says whether it is open); Excel downloads the projection, named
 * after the plan. An unavailable plan shows why instead (issue 13).
 */
export function IlpRowExtra({ row }: { row: IlpRow }) {
  // Kept by the results table: the chart stays open when the table turns into cards and back.
  const [isChartOpen, toggleChart] = useRowToggle(row.uniqueID, 'charts');
  const [isBuilding, setBuilding] = useState(false);
  const chartId = useId();
  const label = `${row.insurer} ${ilpPlanLabel(row)}`;
  if (!row.availablity)
    return (
      <p className="ilp-unavailable" role="note">
        <i className="pi pi-info-circle" aria-hidden="true" /> Not available: {row.reason}
      </p>
    );
  const downloadExcel = async () => {
    setBuilding(true);
    try {
      saveXlsx(await buildIlpWorkbook(row), row.excelFileName);
    } catch (error) {
      // spec 001 §8: an Excel creation failure is only logged
      console.warn('101 plan spreadsheet could not be made', error);
    } finally {
      setBuilding(false);
    }
  };
  return (
    <div className="ilp-row-extra">
      <div className="ilp-row-actions">
        <Button
          type="button"
          label="Chart"
          icon="pi pi-chart-line"
          outlined
          size="small"
          aria-expanded={isChartOpen}
          aria-controls={chartId}
          aria-label={`Fund value and price charts of ${label}`}
          onClick={toggleChart}
        />
        <Button
          type="button"
          label="Excel"
          icon="pi pi-file-excel"
          outlined
          size="small"
          loading={isBuilding}
          aria-label={`Excel: download ${row.excelFileName}`}
          onClick={() => void downloadExcel()}
        />
      </div>
      <div id={chartId} className="ilp-row-charts">
        {isChartOpen ? (
          <>
            <IlpFundChart row={row} />
            {hasPriceSeries(row) ? <IlpPriceChart row={row} /> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
