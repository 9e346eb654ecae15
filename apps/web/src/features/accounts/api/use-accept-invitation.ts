import type { ZInvitationAcceptRequest } from '@venue/shared/accounts/invitation.schema';
import { ZAuthResponse } from '@venue/shared/accounts/user.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** The session is started by the page, after it has shown "Account Activated". */
export function useAcceptInvitation(id: string) {
  return useMutation({
    mutationFn: (values: z.output<typeof ZInvitationAcceptRequest>) =>
      api.post(`/clients/invitations/${encodeURIComponent(id)}/accept/`, values, { schema: ZAuthResponse }),
  });
}
