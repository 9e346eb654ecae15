import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { analyzeSignature, SIGNATURE_CAPTURED, SIGNATURE_WARNING_TEXTS, type TStrokeStats } from '@venue/shared/contracts/signature-analysis';
import { useEffect, useState } from 'react';

/** Spec section 9: the analysis is shown after a simulated 500 ms so the client sees it being checked. */
const ANALYSIS_DELAY_MS = 500;

export function SignatureAnalysisPanel({ stats }: { stats: TStrokeStats | null }) {
  const [shown, setShown] = useState<TStrokeStats | null>(null);

  useEffect(() => {
    if (!stats) return;
    const timer = setTimeout(() => setShown(stats), ANALYSIS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stats]);

  if (!stats) return null;
  if (shown !== stats) {
    return (
      <Stack role="status" spacing={0.5}>
        <Typography variant="body2" color="text.secondary">
          Analyzing...
        </Typography>
        <LinearProgress aria-label="Analyzing signature" />
      </Stack>
    );
  }
  // The checks' findings, never a score: a percentage invites a client to redraw for a number (issue 25).
  const result = analyzeSignature(shown);
  return (
    <Stack spacing={1} role="status">
      {result.warnings.length === 0 && <Typography variant="body2">{SIGNATURE_CAPTURED}</Typography>}
      {result.warnings.length > 0 && (
        <Alert severity="warning" variant="outlined">
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {result.warnings.map((w) => (
              <li key={w}>{SIGNATURE_WARNING_TEXTS[w]}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
