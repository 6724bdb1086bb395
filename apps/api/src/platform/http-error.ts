import { DEV_CODES, SERVER_MESSAGES, type DevCode } from '@portal/contracts';

/** A failure with the `{ message, devCode }` reply it maps to (ARCHITECTURE §3). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly devCode: DevCode,
  ) {
    super(message);
  }
}

export const invalidToken = (message: string = SERVER_MESSAGES.invalidToken) =>
  new HttpError(403, message, DEV_CODES.invalidToken);
