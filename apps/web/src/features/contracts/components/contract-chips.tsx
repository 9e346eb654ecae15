import Stack from '@mui/material/Stack';
import { CONTRACT_STATUS_LABELS } from '@venue/shared/contracts/contract-status';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { ToneChip } from '@/components/feedback/tone-chip';
import { CONTRACT_STATUS_COLOR } from '@/features/contracts/contract-format';

export function ContractChips({ contract }: { contract: TContract }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      <ToneChip size="small" label={CONTRACT_STATUS_LABELS[contract.status]} color={CONTRACT_STATUS_COLOR[contract.status]} />
      {contract.is_amendment && (
        <ToneChip size="small" variant="outlined" color="info" label={`Amendment${contract.amendment_number ? ` #${contract.amendment_number}` : ''}`} />
      )}
      {/* A signed contract past its signing deadline is not "expired" for the client: nothing is left to do. */}
      {contract.is_expired && contract.status !== 'SIGNED' && <ToneChip size="small" color="error" label="Expired" />}
      {/* Spec section 9: a contract badge is an error when it expires within 0-3 days (is_urgent). */}
      {contract.is_urgent && contract.can_client_sign && <ToneChip size="small" color="error" label="Urgent" />}
    </Stack>
  );
}
