import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { UntilHydrated } from '@/components/forms/until-hydrated';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { FLOATING_BUTTON_CLEARANCE } from '@/components/floating-button-clearance';

const BACKDROP = 'linear-gradient(160deg, #2E5E3E 0%, #1F4029 60%, #8B5E3C 140%)';

/** The card on the forest backdrop shared by login, register, password reset and invitation screens. */
export function AccountPage({
  title,
  subtitle,
  children,
  maxWidth = 440,
  backHome = true,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
  backHome?: boolean;
}) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        pb: `${FLOATING_BUTTON_CLEARANCE}px`,
        outline: 'none',
        background: BACKDROP,
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4.5 }, borderRadius: 2, my: 2 }}>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3.5 }}>
            {subtitle}
          </Typography>
        )}
        {!subtitle && <Box sx={{ mb: 3 }} />}
        <UntilHydrated>{children}</UntilHydrated>
        {backHome && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button component={RouterLink} to="/" startIcon={<ArrowBack />} color="inherit" size="small">
              Back to Home
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
