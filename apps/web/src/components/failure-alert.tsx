/** Why an action in a dialog failed, announced at once; nothing while it has not failed. */
export function FailureAlert({ failure }: { failure: string | null }) {
  return failure ? (
    <p role="alert" className="form-error">
      {failure}
    </p>
  ) : null;
}
