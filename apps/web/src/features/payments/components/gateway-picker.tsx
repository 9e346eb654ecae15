import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TGateway } from '@venue/shared/payments/gateways.schema';
import { useEffect, useId } from 'react';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { gatewaysQuery } from '@/features/payments/api/payments.queries';
import { TestChip } from '@/components/payments/test-chip';
import { isAuthError } from '@/lib/api-error';

interface TProps {
  value: string;
  onChange: (code: string) => void;
  /** Limits the list (spec section 5: optionally to an allowed list), e.g. card gateways when saving a card. */
  allow?: (gateway: TGateway) => boolean;
  error?: string;
  disabled?: boolean;
}

/** Spec section 5: active gateways only (the server lists no other); a lone gateway is selected by itself. */
export function GatewayPicker({ value, onChange, allow, error, disabled }: TProps) {
  const gateways = useQuery(gatewaysQuery());
  const labelId = useId();
  const shown = (gateways.data ?? []).filter((g) => g.is_active && (allow?.(g) ?? true));
  const lone = shown.length === 1 ? shown[0]!.code : null;

  useEffect(() => {
    if (lone && value !== lone) onChange(lone);
  }, [lone, value, onChange]);

  if (gateways.isPending) return <LoadingBlock height={72} label="Loading payment gateways" />;
  // Spec section 8: a refusal is a notice, not an error; the payer can still use a saved method.
  const notice =
    gateways.isError && isAuthError(gateways.error) ? (
      <Alert severity="info">Payment gateway information is not available. Please contact support if you need to select a specific gateway.</Alert>
    ) : gateways.isError ? (
      <Alert severity="error">Failed to load payment gateways. Please try again.</Alert>
    ) : shown.length === 0 ? (
      <Alert severity="warning">No payment gateways are currently available. Please contact support.</Alert>
    ) : null;
  if (notice)
    return (
      <div>
        {notice}
        {error && <FormHelperText error>{error}</FormHelperText>}
      </div>
    );

  return (
    <FormControl error={!!error} required>
      <FormLabel id={labelId}>Payment gateway</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(_, code) => onChange(code)}>
        {shown.map((g) => (
          <FormControlLabel
            key={g.code}
            value={g.code}
            control={<Radio disabled={disabled} />}
            label={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
                <span>
                  <Typography component="span" sx={{ display: 'block' }}>
                    {g.name}
                  </Typography>
                  {g.description && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {g.description}
                    </Typography>
                  )}
                </span>
                {g.is_test && <TestChip />}
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The gateway a code names, from the cached list (the picker has loaded it). */
export function useGateway(code: string): TGateway | null {
  const gateways = useQuery(gatewaysQuery());
  return gateways.data?.find((g) => g.code === code) ?? null;
}
