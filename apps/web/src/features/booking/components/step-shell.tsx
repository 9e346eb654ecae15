import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';

interface TProps {
  title: string;
  description?: string;
  formId?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A step's heading and its form, whose id the wizard's Next button submits. */
export function StepShell({ title, description, formId, onSubmit, children }: TProps) {
  return (
    <>
      <Typography id="booking-step-title" variant="h4" component="h2" sx={{ mb: 1, fontFamily: 'Georgia, serif', fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
      )}
      <Box component="form" id={formId} onSubmit={onSubmit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {children}
      </Box>
    </>
  );
}
