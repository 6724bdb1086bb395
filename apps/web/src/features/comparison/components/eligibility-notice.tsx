import type { Eligibility, Insured } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';

/**
 * spec 001 §4 and §8: a tool for a female insured only (Maternity) opens its dialog for anyone else
 * and keeps Search disabled; the registry's eligibility gives the words.
 */
function FemaleOnlyNotice({ title, text }: { title: string; text: string }) {
  const [isVisible, setIsVisible] = useState(true);
  return (
    <>
      <p className="p-error">{text}</p>
      <Dialog
        header={title}
        visible={isVisible}
        onHide={() => setIsVisible(false)}
        style={{ width: '28rem' }}
        breakpoints={{ '640px': '92vw' }}
        footer={<Button label="OK" onClick={() => setIsVisible(false)} />}
      >
        <p>{text}</p>
      </Dialog>
    </>
  );
}

/** Why this insured cannot be searched for, or null when the tool serves them. */
export function eligibilityBlockFor(eligibility: Eligibility, insured: Insured) {
  const { femaleOnly } = eligibility;
  if (!eligibility.isFemaleOnly || insured.gender === 'Female') return null;
  return femaleOnly ? <FemaleOnlyNotice title={femaleOnly.dialogTitle} text={femaleOnly.dialogText} /> : null;
}
