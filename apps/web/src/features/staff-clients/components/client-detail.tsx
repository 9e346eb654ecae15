import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { ToneChip } from '@/components/feedback/tone-chip';
import { PageHeading } from '@/components/staff/page-heading';
import { formatDate, fullName } from '@/components/staff/staff-format';
import { clientDetailQuery } from '@/features/staff-clients/api/staff-clients.queries';
import { ClientContracts, ClientEvents, ClientMoney, ClientQuotes, Section } from '@/features/staff-clients/components/client-sections';
import { isApiError } from '@/lib/api-error';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </div>
  );
}

/** One client with everything the venue has with them: profile, events, quotes, contracts, invoices and money. */
export function ClientDetail({ clientId }: { clientId: number }) {
  const detail = useQuery(clientDetailQuery(clientId));
  if (isApiError(detail.error) && detail.error.status === 404) return <PageHeading title="Client not found" subtitle="This client does not exist." />;
  return (
    <QueryState query={detail} loading="Loading client..." error={loadError('this client')}>
      {(data) => (
        <>
          <PageHeading
            title={fullName(data.client)}
            subtitle={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>Client since {formatDate(data.client.date_joined)}</span>
                <ToneChip size="small" color={data.client.is_active ? 'success' : 'default'} label={data.client.is_active ? 'Active' : 'Inactive'} />
              </Stack>
            }
            actions={
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to={`/staff/events/new?client=${clientId}`}>
                New Event
              </Button>
            }
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" component="section" aria-labelledby="client-profile" sx={{ p: 2 }}>
                <Typography id="client-profile" variant="h6" component="h2" sx={{ mb: 1 }}>
                  Profile
                </Typography>
                <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
                  <Fact label="Email" value={data.client.email} />
                  <Fact label="Phone" value={data.client.phone} />
                  <Fact label="Company" value={data.client.company} />
                  <Fact label="Events" value={`${data.client.upcoming_events_count} upcoming of ${data.client.events_count}`} />
                </Stack>
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Section id="client-money" title="Money">
                <ClientMoney detail={data} />
              </Section>
            </Grid>
            <Grid size={12}>
              <Section id="client-events" title="Events">
                <ClientEvents events={data.events} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Section id="client-quotes" title="Quotes">
                <ClientQuotes detail={data} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <Section id="client-contracts" title="Contracts">
                <ClientContracts detail={data} />
              </Section>
            </Grid>
          </Grid>
        </>
      )}
    </QueryState>
  );
}
