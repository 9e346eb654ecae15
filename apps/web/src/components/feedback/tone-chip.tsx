import Chip, { type ChipProps } from '@mui/material/Chip';

/**
 * A Chip whose warning tone keeps WCAG AA contrast (MUI's orange with white text is about 3:1). Same rule as the
 * events feature's chip; kept here so quotes and contracts, which may not import that feature, share it.
 */
export function ToneChip({ color, variant = 'filled', sx, ...rest }: ChipProps) {
  const warning = color === 'warning';
  const fix = warning ? (variant === 'outlined' ? { color: 'text.primary', borderColor: 'warning.main' } : { color: '#1F1A0A' }) : undefined;
  return <Chip color={warning && variant === 'outlined' ? 'default' : color} variant={variant} sx={[fix ?? {}, ...(Array.isArray(sx) ? sx : [sx])]} {...rest} />;
}
