import { z } from 'zod';
import { matchPasswords, zConfirmPassword, zEmail, zName, zNewAccountPassword } from './fields';

export const ZInvitationDetails = z.object({
  client_name: z.string(),
  client: z.object({ email: z.string() }),
  created_at: z.string(),
});
export type TInvitationDetails = z.infer<typeof ZInvitationDetails>;

export const ZInvitationAcceptRequest = z.object({ password: zNewAccountPassword, confirm_password: zConfirmPassword }).superRefine(matchPasswords('password'));
export type TInvitationAcceptRequest = z.input<typeof ZInvitationAcceptRequest>;

export const INVITATION_INVALID =
  'This invitation link is invalid, expired, or has already been used. Please contact the venue if you believe this is an error.';
export const INVITATION_DAYS = 14;

/** POST /api/staff/invitations/: the venue invites a client by e-mail. */
export const ZCreateInvitationRequest = z.object({ email: zEmail, first_name: zName('First name'), last_name: zName('Last name') });
export type TCreateInvitationRequest = z.input<typeof ZCreateInvitationRequest>;
export const ZCreateInvitationResponse = z.object({ id: z.string(), url: z.string() });
