import { useEffect, useRef, type ReactNode } from 'react';
import { CopyButton } from './copy-button';

type ResultPanelProps = { label: string; value: string; formula: string; children?: ReactNode };

/** The computed answer, copyable, with the Excel formula that gives the same answer. */
export function ResultPanel({ label, value, formula, children }: ResultPanelProps) {
  const valueRef = useRef<HTMLOutputElement>(null);
  // Issue 31: Calculate locks the form and disables its own button, so focus would fall to the body.
  // The panel appears only after Calculate: the answer takes focus and is read out with its label.
  useEffect(() => valueRef.current?.focus(), []);
  return (
    <section className="calc-result" aria-label="Result">
      <div className="calc-result-main">
        <span className="calc-result-label">{label}</span>
        <output ref={valueRef} tabIndex={-1} className="calc-result-value" aria-label={label}>
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
