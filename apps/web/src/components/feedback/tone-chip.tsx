import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';

/**
 * A Chip whose warning tone keeps WCAG AA contrast: MUI's orange takes white text at 3:1 and orange text on
 * white at 3:1, both below the 4.5:1 small text needs. Dark text on the orange, or an orange border with the
 * normal text colour, reads in both colour schemes. The dark scheme's red (#f44336) takes white text at 3.7:1,
 * so a filled error chip uses the darker red there. Shared by events, quotes, contracts and payments.
 */
export function ToneChip({ color, variant = 'filled', sx, ...rest }: ChipProps) {
  const warning = color === 'warning';
  const fix = warning ? (variant === 'outlined' ? { color: 'text.primary', borderColor: 'warning.main' } : { color: '#1F1A0A' }) : undefined;
  const darkError = color === 'error' && variant === 'filled' ? (theme: Theme) => theme.applyStyles('dark', { bgcolor: 'error.dark' }) : undefined;
  return (
    <Chip
      color={warning && variant === 'outlined' ? 'default' : color}
      variant={variant}
      sx={[fix ?? {}, darkError ?? {}, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    />
  );
}
