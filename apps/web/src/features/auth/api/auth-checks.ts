// Issue 10: the sign-in page's zod schemas and the registration form's resolver, one chunk loaded with
// a reply that needs it (sign-in, registration, 2FA) or the Register tab's first validation, never with
// the page's first download (ADR 0026; issue 34: the sign-in form and the ready check do without it).
import { registrationBodySchema } from '@portal/contracts';
import { contractResolver } from '../../../lib/form-resolver';

export {
  registrationReplySchema,
  resetPasswordReplySchema,
  successReplySchema,
  validateResetTokenReplySchema,
  verifyOtpReplySchema,
} from '@portal/contracts';

export const registrationResolver = contractResolver(registrationBodySchema);
