import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * "Pay Now", red when the invoice or payment is overdue (spec section 2). The dark scheme's red takes white text
 * at 3.7:1, so the darker red is used there.
 */
export function PayNowButton({ overdue, ...rest }: Omit<ButtonProps, 'color' | 'variant' | 'children'> & { overdue: boolean }) {
  return (
    <Button
      variant="contained"
      color={overdue ? 'error' : 'primary'}
      sx={overdue ? (theme) => theme.applyStyles('dark', { bgcolor: 'error.dark', '&:hover': { bgcolor: '#b71c1c' } }) : undefined}
      {...rest}
    >
      Pay Now
    </Button>
  );
}
