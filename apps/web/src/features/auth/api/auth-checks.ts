// Issue 10: the sign-in page's zod schemas and form resolvers, one chunk loaded with the page's first
// reply (the ready check) or first validation, not with its first download (ADR 0026).
import { loginBodySchema, registrationBodySchema } from '@portal/contracts';
import { contractResolver } from '../../../lib/form-resolver';

export {
  loginReplySchema,
  readyReplySchema,
  registrationReplySchema,
  resetPasswordReplySchema,
  successReplySchema,
  validateResetTokenReplySchema,
  verifyOtpReplySchema,
} from '@portal/contracts';

export const loginResolver = contractResolver(loginBodySchema);
export const registrationResolver = contractResolver(registrationBodySchema);
