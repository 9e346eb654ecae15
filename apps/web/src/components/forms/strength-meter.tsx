import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export type TStrengthTone = 'error' | 'warning' | 'info' | 'success';

/**
 * A bar plus a text label. The scoring rules live in @venue/shared (two different scales), so this only draws
 * a percentage; the label is also in text so the meter does not rely on colour alone.
 */
export function StrengthMeter({ percent, label, tone, id }: { percent: number; label: string; tone: TStrengthTone; id?: string }) {
  return (
    <Box id={id} sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, percent))}
        color={tone}
        aria-label="Password strength"
        aria-valuetext={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite" sx={{ display: 'block', mt: 0.5 }}>
        Password strength: <strong>{label}</strong>
      </Typography>
    </Box>
  );
}
