import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountPage } from '@/features/accounts/components/account-page';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

export function Component() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AccountPage title="Check Your Email">
        <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
          <MarkEmailRead sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />
          <Typography>
            If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset your password. The link is valid for one hour.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Didn&apos;t get it? Check your spam folder or{' '}
            <Link component="button" type="button" onClick={() => setSentTo(null)} sx={{ verticalAlign: 'baseline' }}>
              try again
            </Link>
            .
          </Typography>
          <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
            Back to Login
          </Button>
        </Stack>
      </AccountPage>
    );
  }

  return (
    <AccountPage title="Forgot Password?" subtitle="Enter your email and we will send you a link to reset your password">
      <ForgotPasswordForm onSent={setSentTo} />
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ fontWeight: 600 }}>
          Back to Login
        </Link>
      </Box>
    </AccountPage>
  );
}
