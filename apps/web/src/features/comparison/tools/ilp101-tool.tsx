import './ilp/ilp.css';
import {
  ILP_COMPARISON_MODES,
  ILP_DEFAULT_MONTHLY,
  ILP_DEFAULTS,
  ILP_GROWTH_RATES,
  ILP_HORIZONS,
  ILP_INITIAL_DROPS,
  ILP_MODE_LABELS,
  ILP_MONTHLY_AMOUNTS,
  ILP_PI_GROWTH_PCT,
  ILP_TERMS,
  ILP_TEXTS,
  ILP101_TOOL,
  ilpPlanLabel,
  type IlpComparisonMode,
  type IlpReply,
  type IlpRow,
} from '@portal/contracts';
import { formatDollars } from '@portal/core';
import { Card } from 'primereact/card';
import { useEffect } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { CriteriaProps, ToolDefinition } from '../components/tool-definition';
import { options, RadioField, SelectField } from './fields';
import { IlpValueBars } from './ilp/ilp-charts';
import { ilpLocalReply, ilpPlanDetailsOnce } from './ilp/ilp-local';
import { IlpRowExtra } from './ilp/ilp-row-extra';

/** The criteria: spec 001 §7's body with our mode, horizon and growth rate (ADR 0030). */
type IlpCriteria = {
  comparisonType: IlpComparisonMode;
  policyPremiumTerm: number | null;
  investmentPeriod: number | null;
  monthlyInvestmentAmount: number | null;
  growthRate: number;
  initialDropPct: number;
};

const years = (n: number) => `${n} years`;

function IlpForm(form: CriteriaProps<IlpCriteria>) {
  const { control } = form;
  const mode = useWatch({ control, name: 'comparisonType' });
  const monthly = useController({ control, name: 'monthlyInvestmentAmount' });
  const growth = useController({ control, name: 'growthRate' });
  // spec 001 §4: PI mode reads the plan details fetched once; fetch them while the adviser fills in
  useEffect(() => void ilpPlanDetailsOnce(), []);
  const switchTo = (next: IlpComparisonMode) => {
    const previous: IlpComparisonMode = next === 'pi' ? 'custom' : 'pi';
    // spec 001 §9: monthly 1000 (custom 2000); an amount the adviser chose is kept
    if (monthly.field.value === ILP_DEFAULT_MONTHLY[previous])
      monthly.field.onChange(ILP_DEFAULT_MONTHLY[next]);
    if (next === 'pi') growth.field.onChange(ILP_PI_GROWTH_PCT);
  };
  return (
    <div className="criteria-grid ilp-criteria">
      <div className="ilp-mode">
        <RadioField
          form={form}
          name="comparisonType"
          label="Comparison Type"
          choices={options(ILP_COMPARISON_MODES, (m) => ILP_MODE_LABELS[m])}
          onPick={switchTo}
        />
      </div>
      <SelectField
        form={form}
        name="policyPremiumTerm"
        label="Contribution Period"
        choices={options(ILP_TERMS, years)}
      />
      <SelectField
        form={form}
        name="investmentPeriod"
        label="Investment Horizon"
        choices={options(ILP_HORIZONS, years)}
      />
      <SelectField
        form={form}
        name="monthlyInvestmentAmount"
        label="Monthly Amount"
        choices={options(ILP_MONTHLY_AMOUNTS, (d) => formatDollars(d))}
      />
      <SelectField
        form={form}
        name="growthRate"
        label={mode === 'pi' ? "Growth Rate (PI's 8% p.a.)" : 'Growth Rate'}
        choices={options(ILP_GROWTH_RATES, (g) => `${g}% p.a.`)}
        isDisabled={mode === 'pi'}
      />
      {/* spec 001 §9 "initial drop 1": the fund price's fall in the first month (ADR 0034) */}
      <SelectField
        form={form}
        name="initialDropPct"
        label="Initial Drop"
        choices={options(ILP_INITIAL_DROPS, (d) => `${d}% in month 1`)}
        isDisabled={mode === 'pi'}
      />
    </div>
  );
}

/** spec 001 §2: the FAQ card, its two collapsible sections. */
const FAQ_CARD = (
  <Card className="info-card ilp-faq">
    <h2 className="ilp-faq-title">FAQ</h2>
    {(['custom', 'pi'] as const).map((mode) => (
      <details key={mode} className="ilp-faq-section">
        <summary>{ILP_TEXTS.faq[mode].title}</summary>
        <dl>
          {ILP_TEXTS.faq[mode].items.map(([q, a]) => (
            <div key={q} className="ilp-faq-item">
              <dt>{q}</dt>
              <dd>{a}</dd>
            </div>
          ))}
        </dl>
      </details>
    ))}
  </Card>
);

const modeOf = (reply: IlpReply): IlpComparisonMode => reply.result[0][0]?.comparisonType ?? 'custom';

/** spec 001 §2: assumption and note texts under the table; unavailable plans with their reasons. */
function IlpNotes({ reply }: { reply: IlpReply }) {
  const unavailable = reply.result[0].filter((r) => !r.availablity);
  return (
    <div className="ilp-notes">
      {unavailable.length > 0 ? (
        <section className="ilp-unavailable-list" aria-labelledby="ilp-unavailable-heading">
          <h3 id="ilp-unavailable-heading">Not available for these criteria</h3>
          <ul>
            {unavailable.map((r) => (
              <li key={r.uniqueID}>
                <strong>
                  {r.insurer} {ilpPlanLabel(r)}
                </strong>
                : {r.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="ilp-assumptions-heading">
        <h3 id="ilp-assumptions-heading">Assumptions</h3>
        <ul>
          {ILP_TEXTS.assumptions[modeOf(reply)].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ilp-notes-heading">
        <h3 id="ilp-notes-heading">Notes</h3>
        <ul>
          {ILP_TEXTS.notes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

// spec 001 §2, §3, §4, §5, §7, §9; issue 13; ADR 0030: the 101 investment-linked plan.
export const ILP101_WEB_TOOL: ToolDefinition<IlpCriteria, IlpReply, IlpRow, 'ilp101'> = {
  registry: ILP101_TOOL,
  defaults: { ...ILP_DEFAULTS },
  // The insured is not part of the 101 plan's call (spec 001 §7); PI values are at 8% p.a.
  toBody: (v) => ({ ...v, growthRate: v.comparisonType === 'pi' ? ILP_PI_GROWTH_PCT : v.growthRate }),
  search: { kind: 'browser', compute: ilpLocalReply },
  searchLabel: (v) => (v.comparisonType === 'pi' ? 'Search' : 'Simulate'),
  slots: {
    beforeTable: (reply) => {
      const [first] = reply.result[0];
      if (!first) return null;
      const what =
        first.comparisonType === 'custom' ? `at ${first.growthPct}% p.a. gross growth` : "at PI's 8% p.a.";
      return (
        <IlpValueBars
          rows={reply.result[0]}
          title={`Projected value after ${first.investmentPeriod} years, ${what}`}
        />
      );
    },
    rowExtra: (row) => <IlpRowExtra row={row} />,
    afterTable: (reply) => <IlpNotes reply={reply} />,
    sideCards: FAQ_CARD,
  },
  overview: (
    <>
      <h3>101 Regular Premium</h3>
      <p className="muted">
        Regular-premium investment-linked plans side by side. A custom calculation projects each plan month by
        month in your browser at the growth rate you choose; PI&apos;s value compares the insurers&apos;
        product illustrations at 8% p.a.
      </p>
    </>
  ),
  Criteria: IlpForm,
};
