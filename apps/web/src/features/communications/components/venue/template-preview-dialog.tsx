import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TCommunicationTemplate } from '@venue/shared/communications/template.schema';
import { useEffect, useId, useMemo } from 'react';
import { usePreviewTemplate } from '@/features/communications/api/use-send-manual';
import { templateTitle } from '@/features/communications/record-labels';
import { safeHtml } from '@/lib/safe-html';

/** A template as the server fills it with each variable's example value; an e-mail body sanitized again here. */
export function TemplatePreviewDialog({ template, onClose }: { template: TCommunicationTemplate | null; onClose: () => void }) {
  const titleId = useId();
  const preview = usePreviewTemplate();
  const { mutate } = preview;
  useEffect(() => {
    if (template) mutate({ id: template.id, context: Object.fromEntries(template.variables.map((v) => [v.name, v.example])) });
  }, [template, mutate]);
  const data = preview.data;
  const html = useMemo(() => (data && data.channel === 'EMAIL' ? safeHtml(data.body, 'email') : ''), [data]);
  return (
    <Dialog
      open={template !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      slotProps={{ transition: { onExited: () => preview.reset() } }}
    >
      <DialogTitle id={titleId}>Preview: {template ? templateTitle(template.name) : ''}</DialogTitle>
      <DialogContent dividers>
        {preview.isPending && <CircularProgress size={24} aria-label="Loading preview" />}
        {preview.isError && <Alert severity="error">{`Preview Failed: ${preview.error.message}`}</Alert>}
        {data && (
          <>
            {data.subject && (
              <Typography variant="h6" component="p" sx={{ mb: 2 }}>
                {data.subject}
              </Typography>
            )}
            {data.channel === 'EMAIL' ? (
              <Box data-testid="template-preview" sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <Typography data-testid="template-preview" sx={{ whiteSpace: 'pre-wrap' }}>
                {data.body}
              </Typography>
            )}
            {data.missing_variables.length > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                Missing values: {data.missing_variables.join(', ')}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
