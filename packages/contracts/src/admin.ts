import { z } from 'zod';
import { INVITATION_DEFAULT_EXPIRY_DAYS } from './constants.js';

// Admin calls the spec leaves out (ARCHITECTURE §3): the CLI sends them to a running server, from
// loopback only, with the x-admin-token header.
export const ADMIN_PATHS = {
  invitations: '/api/admin/invitations',
  otp: '/api/admin/otp',
  commands: '/api/admin/commands',
} as const;

export const createInvitationBodySchema = z.object({
  expiresDays: z.number().int().min(1).max(365).default(INVITATION_DEFAULT_EXPIRY_DAYS),
});
export const createInvitationReplySchema = z.object({ code: z.string(), expiresAt: z.string() });
export type CreateInvitationReply = z.infer<typeof createInvitationReplySchema>;

export const currentOtpBodySchema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) });
export const currentOtpReplySchema = z.object({ otp: z.string() });

const adminEmail = z.string().trim().toLowerCase().pipe(z.email());

/** Every `npm run admin` command (issue 3), as the CLI parsed it; the server runs the same service. */
export const adminCommandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invite-create'), expiresDays: z.number().int().min(1).max(365) }),
  z.object({ kind: z.literal('invite-list') }),
  z.object({ kind: z.literal('invite-revoke'), prefix: z.string().min(4).max(40) }),
  z.object({ kind: z.literal('adviser-list') }),
  z.object({ kind: z.literal('adviser-disable'), email: adminEmail }),
  z.object({ kind: z.literal('adviser-enable'), email: adminEmail }),
  z.object({ kind: z.literal('adviser-unlock'), email: adminEmail }),
  z.object({ kind: z.literal('adviser-reset-2fa'), email: adminEmail }),
  z.object({
    kind: z.literal('adviser-extend'),
    email: adminEmail,
    until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  z.object({ kind: z.literal('otp'), email: adminEmail }),
  // Issue 14: open rnf/rnf name/email change requests, and feedback.
  z.object({ kind: z.literal('adviser-requests') }),
  z.object({ kind: z.literal('adviser-request-close'), id: z.uuid() }),
  z.object({ kind: z.literal('feedback-list') }),
  // Issue 31: carry out an rnf change request. The values are checked by the service, with the
  // registration field rules, so the CLI's direct path and the server path say the same.
  z.object({
    kind: z.literal('adviser-update'),
    email: adminEmail,
    rnf: z.string().max(200).optional(),
    rnfName: z.string().max(1000).optional(),
    newEmail: z.string().max(1000).optional(),
  }),
]);
export type AdminCommand = z.infer<typeof adminCommandSchema>;
export const adminCommandReplySchema = z.object({ lines: z.array(z.string()) });
