import Insights from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TCommunicationDigest } from '@venue/shared/communications/digest.schema';
import { DashboardCard } from '@/components/layout/dashboard-card';

/**
 * Spec document 1: Communication Summary (the last 30 days). What the venue sent the client and what reached them;
 * the spec's "opened" and "open rate" are a marketer's figures about the client, not for the client (issue 26,
 * point 5), so the card leaves them out (the records still mark an e-mail not yet opened).
 */
export function CommunicationSummaryCard({ summary }: { summary: TCommunicationDigest['summary'] }) {
  const figures = [
    { label: 'Total Sent', value: String(summary.total_sent) },
    { label: 'Delivered', value: String(summary.delivered) },
  ];
  return (
    <DashboardCard title="Communication Summary" icon={<Insights color="primary" aria-hidden />}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, m: 0 }}>
        {figures.map((f) => (
          <div key={f.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
              {f.value}
            </Typography>
          </div>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        Last {summary.days} days
      </Typography>
    </DashboardCard>
  );
}
