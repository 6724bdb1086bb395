import { Button } from 'primereact/button';
import { useLocation, useNavigate } from 'react-router';
import type { Insured } from '@portal/contracts';
import { insuredDetailsPathFrom, insuredReturnPath } from '../lib/insured-store';

/** Issue 5: the insured is shown on every comparison page, with a way to change it. */
export function InsuredBanner({
  insured,
  onChangeInsured,
}: {
  insured: Insured;
  /** Issue 31: the page keeps what it holds (a tool's criteria as typed) before the insured page opens. */
  onChangeInsured?: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Issue 31: from a comparison or a journey, the insured details page returns to it; a tool keeps
  // its criteria and searches again for the new insured.
  const changePath = insuredReturnPath(pathname)
    ? insuredDetailsPathFrom(pathname)
    : '/comparison/insuredDetails';
  return (
    <div className="insured-banner" aria-label="Insured">
      <i className="pi pi-user" aria-hidden />
      <span className="insured-banner-name">{insured.name}</span>
      <span>{insured.gender}</span>
      <span>{insured.smokingStatus}</span>
      <span>ANB {insured.anb}</span>
      <span>AnB {insured.anbNearest}</span>
      <Button
        type="button"
        label="Change Insured"
        icon="pi pi-user-edit"
        size="small"
        text
        onClick={() => {
          onChangeInsured?.();
          void navigate(changePath);
        }}
      />
    </div>
  );
}
