import { PROFILE_MESSAGES as M, type ProfileReply } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useRef, useState } from 'react';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { notify } from '../../../lib/notify';
import { requestUpdate } from '../api/profile-api';
import { formatSingaporeDateInWords } from '@portal/core';

const REQUEST_BUTTON_ID = 'profile-request-update';

type AccountSectionProps = {
  profile: Pick<
    ProfileReply,
    'rnf' | 'rnfName' | 'email' | 'validUntil' | 'isMembershipValid' | 'openRequestAt'
  >;
  onRequested: () => void;
};

/**
 * spec 002 §2, §4, §8: the details only support can change (rnf, rnf name, email) with the request to
 * change them, and the membership validity with its end date.
 */
export function AccountSection({ profile, onRequested }: AccountSectionProps) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Issue 31: the request is confirmed in the app's own dialog, not the browser's confirm().
  const [isAsking, setIsAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: requestUpdate,
    onSuccess: () => {
      notify({ severity: 'success', text: M.requestSubmitted });
      onRequested();
      // the button is now disabled; keyboard focus moves to the sentence that says what happens next
      setTimeout(() => statusRef.current?.focus());
    },
    onError: () => {
      notify({ severity: 'error', text: M.requestFailed });
      setTimeout(() => document.getElementById(REQUEST_BUTTON_ID)?.focus());
    },
  });
  const isRequestOpen = profile.openRequestAt !== null || mutation.isSuccess;
  const ask = () => {
    if (!mutation.isPending) setIsAsking(true);
  };

  return (
    <section className="profile-section" aria-labelledby="account-heading">
      <h2 id="account-heading" className="section-title">
        Registration and membership
      </h2>
      <dl className="profile-facts">
        <dt>RNF Number</dt>
        <dd>{profile.rnf}</dd>
        <dt>RNF Name</dt>
        <dd>{profile.rnfName}</dd>
        <dt>Email</dt>
        <dd>{profile.email}</dd>
        <dt>Membership valid until</dt>
        <dd>
          {profile.validUntil ? formatSingaporeDateInWords(profile.validUntil) : 'No end date'}{' '}
          <Tag
            value={profile.isMembershipValid ? 'Valid' : 'Expired'}
            severity={profile.isMembershipValid ? 'success' : 'danger'}
          />
        </dd>
      </dl>
      <div className="profile-actions">
        <Button
          id={REQUEST_BUTTON_ID}
          type="button"
          label={isRequestOpen ? M.requestSentLabel : M.requestUpdateLabel}
          icon={isRequestOpen ? 'pi pi-check' : 'pi pi-send'}
          outlined
          disabled={isRequestOpen}
          aria-busy={mutation.isPending}
          onClick={ask}
        />
      </div>
      <p ref={statusRef} tabIndex={-1} className="muted profile-request-status">
        {isRequestOpen
          ? `Your request to change the RNF, RNF Name and email${profile.openRequestAt ? ` of ${formatSingaporeDateInWords(profile.openRequestAt)}` : ''} is with support; they reply within 2 working days.`
          : 'To change your RNF, RNF Name or email, send a request; support replies within 2 working days.'}
      </p>
      {isAsking ? (
        <ConfirmActionDialog
          header="Request update"
          message={M.confirmRequestUpdate}
          confirmLabel="Send request"
          confirmIcon="pi pi-send"
          onConfirm={() => {
            setIsAsking(false);
            // focus waits on the button (aria-busy) until the reply moves it to the status sentence
            setTimeout(() => document.getElementById(REQUEST_BUTTON_ID)?.focus());
            mutation.mutate();
          }}
          onCancel={() => {
            setIsAsking(false);
            setTimeout(() => document.getElementById(REQUEST_BUTTON_ID)?.focus());
          }}
        />
      ) : null}
    </section>
  );
}
