import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TMoneyDisplay } from '@venue/shared/browser/currency-settings';
import { Link as RouterLink } from 'react-router';
import { useToast } from '@/components/feedback/toast-context';
import { MoneyFormatFields } from '@/features/profile/components/money-format-fields';
import { currencySettingsStore, useCurrencySettings } from '@/lib/currency-settings';
import { PortalPageTitle } from '@/components/portal-shell/portal-page-title';

/**
 * Display Preferences (a quick action of the profile): how peso amounts are written on this browser's screens.
 * Only what changes something here is offered; the rest of the spec's browser-held preferences are either fixed
 * by how the venue works (pesos, Philippine time) or already set elsewhere, and the page says where.
 */
export function DisplayPreferencesScreen() {
  const settings = useCurrencySettings();
  const toast = useToast();
  const save = (next: TMoneyDisplay) => {
    currencySettingsStore.set(next);
    toast({ severity: 'success', message: 'Display preferences saved.' });
  };

  return (
    <Stack spacing={3}>
      <PortalPageTitle title="Display Preferences" subtitle="Choose how amounts are written on your screens. These choices are kept in this browser." />
      <Paper variant="outlined" component="section" aria-labelledby="amounts-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="amounts-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Amounts
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
          <MoneyFormatFields value={settings} onChange={save} />
        </Box>
        <Alert severity="info" sx={{ mt: 2 }}>
          Invoices, payments and your cart always show centavos, so what you see adds up to what you are charged.
        </Alert>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="fixed-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="fixed-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Set by the venue or elsewhere
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1, color: 'text.secondary' }}>
          <li>Currency: every price is in Philippine pesos, the currency the venue bills in.</li>
          <li>Dates and times: always in Philippine time (PHT), the venue&apos;s clock, so an event&apos;s time reads the same wherever you are.</li>
          <li>
            E-mails, text messages and portal notices:{' '}
            <Link component={RouterLink} to="/profile/notification-settings">
              Notification Settings
            </Link>
            , saved with your account.
          </li>
          <li>Motion, contrast and text size: the Accessibility settings button at the bottom of every page.</li>
          <li>Light or dark colours: the theme button in the top bar.</li>
        </Box>
      </Paper>
    </Stack>
  );
}
