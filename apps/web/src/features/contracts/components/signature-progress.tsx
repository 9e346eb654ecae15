import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TContract } from '@venue/shared/contracts/contract.schema';

/** 'N of M signatures'; green once complete, amber before (spec section 2). */
export function SignatureProgress({ progress }: { progress: TContract['signature_progress'] }) {
  const done = progress.percentage >= 100;
  const text = `${progress.signed_count} of ${progress.total_required} signatures`;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(progress.percentage, 100)}
        color={done ? 'success' : 'warning'}
        aria-label={text}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Stack>
  );
}
