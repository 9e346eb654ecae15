import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TNotice } from '@venue/shared/dashboard/notices';
import { useNavigate } from 'react-router';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { DashboardCard } from '@/components/layout/dashboard-card';

/** A notice and where its button leads (router state as the dashboard's other links use it). */
export type TDashboardNotice = TNotice & { to: string; state?: object };

const actionOf = (n: TNotice) => (n.kind === 'quote' || n.kind === 'contract' ? 'Review' : 'Pay Now');

/** The dashboard's one list of notices, already ordered and capped (shared `orderNotices`). */
export function NoticesCard({ notices, loading, failed }: { notices: readonly TDashboardNotice[]; loading: boolean; failed: boolean }) {
  const navigate = useNavigate();
  return (
    <DashboardCard title="Needs Your Attention" icon={<NotificationsActive color="primary" aria-hidden />} heading="h3">
      {loading ? (
        <LoadingBlock height={64} label="Loading notices" />
      ) : (
        <Stack spacing={1}>
          {failed && <Alert severity="info">Some notices could not be loaded. Please try again later.</Alert>}
          {notices.length === 0 && !failed ? (
            <Typography color="text.secondary">Nothing needs your attention right now.</Typography>
          ) : (
            <Stack component="ul" spacing={1} aria-label="Notices" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {notices.map((n) => (
                <li key={n.key}>
                  {/* Standing notices, not news: role "note" keeps screen readers from announcing each as an alert. */}
                  <Alert
                    role="note"
                    severity={n.severity}
                    action={
                      <Button
                        color="inherit"
                        size="small"
                        aria-label={`${actionOf(n)}: ${n.text}`}
                        onClick={() => navigate(n.to, n.state ? { state: n.state } : undefined)}
                      >
                        {actionOf(n)}
                      </Button>
                    }
                  >
                    {n.text}
                  </Alert>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
