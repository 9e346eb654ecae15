import VerifiedUser from '@mui/icons-material/VerifiedUser';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@venue/shared/contracts/contract-status';
import type { TContractSignature } from '@venue/shared/contracts/contract.schema';
import { formatVenueDate } from '@/lib/venue-date';

export const STAMP = "MMM dd, yyyy 'at' h:mm a";

export function SignatureList({ signatures }: { signatures: TContractSignature[] }) {
  if (signatures.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        No Signatures Yet
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {signatures.map((s) => (
        <ListItem key={s.id} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <VerifiedUser color={s.is_verified ? 'success' : 'disabled'} aria-hidden />
          </ListItemIcon>
          <ListItemText
            primary={`${s.signer_name}${s.signer_title ? `, ${s.signer_title}` : ''} · ${ROLE_LABELS[s.role] ?? s.role_display}`}
            secondary={`Signed ${formatVenueDate(s.signed_at, STAMP) ?? ''} · ${s.signer_email}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
