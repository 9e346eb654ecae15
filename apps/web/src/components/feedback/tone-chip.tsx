import Chip, { type ChipProps } from '@mui/material/Chip';

/**
 * A Chip whose warning tone keeps WCAG AA contrast: MUI's orange takes white text at 3:1 and orange text on
 * white at 3:1, both below the 4.5:1 small text needs. Dark text on the orange, or an orange border with the
 * normal text colour, reads in both colour schemes (the theme's reds need no such help: app/theme.ts).
 * Shared by events, quotes, contracts and payments.
 */
export function ToneChip({ color, variant = 'filled', sx, ...rest }: ChipProps) {
  const warning = color === 'warning';
  const fix = warning ? (variant === 'outlined' ? { color: 'text.primary', borderColor: 'warning.main' } : { color: '#1F1A0A' }) : undefined;
  return (
    <Chip color={warning && variant === 'outlined' ? 'default' : color} variant={variant} sx={[fix ?? {}, ...(Array.isArray(sx) ? sx : [sx])]} {...rest} />
  );
}
