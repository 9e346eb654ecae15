import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { ContractHtml } from '@/components/contracts/contract-html';
import { displayMoney } from '@/lib/money-display';

export function ReviewStep({ contract }: { contract: TContract }) {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h6" component="h3">
          {contract.template_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {contract.event.title} · Contract value {displayMoney(contract.contract_value, contract.currency)}
        </Typography>
      </div>
      <Typography variant="body2">Please read the whole contract before you continue.</Typography>
      <ContractHtml html={contract.content} maxHeight="50vh" />
      {/* The fingerprint the signature will be bound to; the server refuses it if the text changed meanwhile. */}
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        Document fingerprint (SHA-256): {contract.content_hash}
      </Typography>
    </Stack>
  );
}
