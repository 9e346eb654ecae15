import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TInquiryFigures } from '@venue/shared/staff/inquiry.schema';

/** The last 90 days in three numbers and where the inquiries came from. */
export function InquiryFigures({ figures: f }: { figures: TInquiryFigures }) {
  const sources = f.by_source.filter((s) => s.count > 0);
  const tiles = [
    { label: `Received (last ${f.days} days)`, value: String(f.total) },
    { label: 'Won', value: `${f.won} (${f.won_percent}%)` },
    { label: 'Lost', value: String(f.lost) },
    { label: 'Still open', value: String(f.total - f.won - f.lost) },
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={`The last ${f.days} days`} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {tiles.map((t) => (
          <div key={t.label}>
            <Typography variant="body2" color="text.secondary">
              {t.label}
            </Typography>
            <Typography variant="h5" component="p">
              {t.value}
            </Typography>
          </div>
        ))}
      </Box>
      {sources.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          By source: {sources.map((s) => `${s.label} ${s.count}`).join(' · ')}
        </Typography>
      )}
    </Paper>
  );
}
