import { CALCULATOR_CONSTANTS } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';

type CopyButtonProps = { text: string; label: string; copiedLabel?: string };

/** Copies `text`; the label says so, then resets after 5 s (spec 000 §2.4 and §9). */
export function CopyButton({ text, label, copiedLabel = 'Copied!' }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CALCULATOR_CONSTANTS.copyLabelResetMs);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // no clipboard (an insecure origin, or permission refused): say so rather than pretend
      setState('failed');
    }
  };
  return (
    <Button
      type="button"
      size="small"
      outlined
      icon={state === 'copied' ? 'pi pi-check' : 'pi pi-copy'}
      label={state === 'copied' ? copiedLabel : state === 'failed' ? 'Copy failed' : label}
      onClick={() => void copy()}
    />
  );
}
