/** An error whose `code` says which rule failed, for callers to branch on; `message` is for people. */
export class CodedError<Code extends string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
  }
}
