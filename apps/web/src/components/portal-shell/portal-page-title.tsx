import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A client portal page's h1, in the brand colour, with the line under it that says what the page is for. */
export function PortalPageTitle({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      )}
    </div>
  );
}
