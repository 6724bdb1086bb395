import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';

type ResultPanelProps = { label: string; value: string; formula: string; children?: ReactNode };

/** The computed answer, copyable, with the Excel formula that gives the same answer. */
export function ResultPanel({ label, value, formula, children }: ResultPanelProps) {
  return (
    <section className="calc-result" aria-label="Result">
      <div className="calc-result-main">
        <span className="calc-result-label">{label}</span>
        <output className="calc-result-value" aria-label={label}>
          {value}
        </output>
        <CopyButton text={value} label="Copy result" />
      </div>
      <div className="calc-formula">
        <span className="calc-result-label">Excel formula</span>
        <code data-testid="excel-formula">{formula}</code>
        <CopyButton text={formula} label="Copy formula" />
      </div>
      {children}
    </section>
  );
}
