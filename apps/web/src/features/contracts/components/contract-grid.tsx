import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { ContractCard, type TContractActions } from '@/features/contracts/components/contract-card';

interface TProps extends TContractActions {
  contracts: TContract[];
  empty: string;
  compact: boolean;
  downloading: number | null;
}

export function ContractGrid({ contracts, empty, compact, downloading, ...actions }: TProps) {
  if (contracts.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2}>
      {contracts.map((c) => (
        <Grid key={c.id} size={{ xs: 12, md: 6 }}>
          <ContractCard contract={c} compact={compact} downloading={downloading === c.id} {...actions} />
        </Grid>
      ))}
    </Grid>
  );
}
