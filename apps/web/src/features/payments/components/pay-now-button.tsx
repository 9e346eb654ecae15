import Button, { type ButtonProps } from '@mui/material/Button';

/** "Pay Now", red when the invoice or payment is overdue (spec section 2). */
export function PayNowButton({ overdue, ...rest }: Omit<ButtonProps, 'color' | 'variant' | 'children'> & { overdue: boolean }) {
  return (
    <Button variant="contained" color={overdue ? 'error' : 'primary'} {...rest}>
      Pay Now
    </Button>
  );
}
