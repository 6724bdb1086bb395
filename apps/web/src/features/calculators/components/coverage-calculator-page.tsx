import { coverageFormSchema, type CoverageFormValues } from '@portal/contracts';
import { assessCoverage, type CoverageInput } from '@portal/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { textFieldsOf } from '../../../components/form-field';
import { PageCard, type PageProps } from '../../../components/page-card';
import { contractResolver } from '../../../lib/form-resolver';
import { useInsured } from '../../../lib/insured-store';
import { CoverageResults } from './coverage-results';
import { CoverageSources } from './coverage-sources';
import '../../../components/accessible-accents.css';
import './calculators.css';

const EMPTY: CoverageFormValues = {
  annualIncome: '',
  monthlyExpenses: '',
  existingDeath: '',
  existingTpd: '',
  existingCriticalIllness: '',
  existingEmergencyFund: '',
  annualPremiums: '',
};

const FIELDS: { name: keyof CoverageFormValues; label: string; hint?: string }[] = [
  { name: 'annualIncome', label: 'Annual income (S$)', hint: 'Take-home pay for the year' },
  { name: 'monthlyExpenses', label: 'Monthly expenses (S$)' },
  { name: 'existingDeath', label: 'Existing death cover (S$)' },
  { name: 'existingTpd', label: 'Existing TPD cover (S$)' },
  { name: 'existingCriticalIllness', label: 'Existing critical illness cover (S$)' },
  { name: 'existingEmergencyFund', label: 'Emergency fund in cash (S$)' },
  { name: 'annualPremiums', label: 'Protection premiums a year (S$)' },
];

/** Issue 15: /calculator/coverage, the LIA/MoneySense rules of thumb against the client's cover. */
export function CoverageCalculatorPage({ title }: PageProps) {
  const insured = useInsured();
  const [input, setInput] = useState<CoverageInput | null>(null);
  const form = useForm({
    resolver: contractResolver(coverageFormSchema),
    defaultValues: EMPTY,
  });
  const { text } = textFieldsOf(form, 'coverage', {
    inputMode: 'decimal',
    autoComplete: 'off',
    className: 'w-full',
  });

  return (
    <PageCard title={title} className="calc-page accessible-accents">
      <p className="coverage-intro">
        A first check of {insured ? <strong>{insured.name}</strong> : 'a client'}&apos;s protection against
        the rules of thumb of the Basic Financial Planning Guide. Existing cover left empty counts as none.
      </p>
      {/* Issue 31: the rules of thumb are a first check; the needs analysis goes on in Life Goals 360. */}
      <p className="coverage-next">
        For the whole picture (the family&apos;s obligations, each goal and a Strategy Report to go through
        together), go on to <Link to="/lifeGoals360">Life Goals 360</Link>.
      </p>
      <div className="calc-layout">
        <form noValidate className="calc-form" onSubmit={form.handleSubmit(setInput)}>
          {FIELDS.map(({ name, label, hint }) => text(name, label, { hint }))}
          <div className="calc-actions">
            <Button type="submit" label="Calculate" icon="pi pi-calculator" />
            <Button
              type="button"
              label="Clear"
              outlined
              onClick={() => {
                form.reset(EMPTY);
                setInput(null);
              }}
            />
          </div>
        </form>
        {input ? (
          <CoverageResults result={assessCoverage(input)} annualPremiums={input.annualPremiums} />
        ) : (
          <CoverageSources />
        )}
      </div>
      {input ? <CoverageSources /> : null}
    </PageCard>
  );
}
