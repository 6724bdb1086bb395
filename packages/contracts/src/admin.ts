import { z } from 'zod';
import { INVITATION_DEFAULT_EXPIRY_DAYS } from './constants.js';

// Admin calls the spec leaves out (ARCHITECTURE §3): the CLI sends them to a running server, from
// loopback only, with the x-admin-token header.
export const ADMIN_PATHS = {
  invitations: '/api/admin/invitations',
  otp: '/api/admin/otp',
} as const;

export const createInvitationBodySchema = z.object({
  expiresDays: z.number().int().min(1).max(365).default(INVITATION_DEFAULT_EXPIRY_DAYS),
});
export const createInvitationReplySchema = z.object({ code: z.string(), expiresAt: z.string() });
export type CreateInvitationReply = z.infer<typeof createInvitationReplySchema>;

export const currentOtpBodySchema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) });
export const currentOtpReplySchema = z.object({ otp: z.string() });
