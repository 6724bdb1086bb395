import {
  COMPARISON_MESSAGES,
  MATERNITY_MATRICES,
  type MaternityMatrixName,
  type MaternityReply,
} from '@portal/contracts';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { useIsNarrow } from '../../../components/use-narrow';

const TITLES: Record<MaternityMatrixName, string> = {
  featureTableData: 'Features',
  pregnancyComplicationTableData: 'Pregnancy Complications',
  congenitalIllnessesTableData: 'Congenital Illness',
};

/** spec 001 §2: Yes green, No red, a missing cell 'Error!!!'. */
function Cell({ value }: { value: string | undefined }) {
  const className = value === 'Yes' ? 'cell-yes' : value === 'No' ? 'cell-no' : 'cell-missing';
  return <span className={className}>{value ?? COMPARISON_MESSAGES.missingCell}</span>;
}

function Matrix({ grid }: { grid: MaternityReply['matrices'][MaternityMatrixName] }) {
  const isNarrow = useIsNarrow();
  const insurers = Object.keys(grid);
  const items = [...new Set(insurers.flatMap((i) => Object.keys(grid[i] ?? {})))];
  if (isNarrow) {
    // spec 001 §2: per insurer on narrow screens, with a landscape hint; issue 9: as cards that fit 390 px.
    return (
      <div className="matrix-narrow">
        <p className="muted">
          <i className="pi pi-mobile" aria-hidden /> Turn your phone to landscape to see every insurer side by
          side.
        </p>
        <ol className="results-cards">
          {insurers.map((insurer) => (
            <li key={insurer} className="result-card matrix-insurer">
              <h4>{insurer}</h4>
              <dl className="matrix-items">
                {items.map((item) => (
                  <div key={item} className="matrix-item">
                    <dt>{item}</dt>
                    <dd>
                      <Cell value={grid[insurer]?.[item]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <div className="matrix-scroll">
      <table className="matrix-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            {insurers.map((insurer) => (
              <th key={insurer} scope="col">
                {insurer}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item}>
              <th scope="row">{item}</th>
              {insurers.map((insurer) => (
                <td key={insurer}>
                  <Cell value={grid[insurer]?.[item]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MaternityMatrices({ matrices }: { matrices: MaternityReply['matrices'] }) {
  return (
    <Accordion multiple className="maternity-matrices">
      {MATERNITY_MATRICES.map((name) => (
        <AccordionTab key={name} header={TITLES[name]}>
          <Matrix grid={matrices[name]} />
        </AccordionTab>
      ))}
    </Accordion>
  );
}
