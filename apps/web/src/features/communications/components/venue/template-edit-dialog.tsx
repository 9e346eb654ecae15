import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { placeholdersOf, renderTemplate } from '@venue/shared/communications/render-template';
import {
  unknownVariablesMessage,
  ZUpdateTemplateRequest,
  type TCommunicationTemplate,
  type TUpdateTemplateBody,
  type TUpdateTemplateRequest,
} from '@venue/shared/communications/template.schema';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useResetTemplate, useSaveTemplate } from '@/features/communications/api/use-edit-template';
import { templateTitle } from '@/features/communications/record-labels';
import { safeHtml } from '@/lib/safe-html';

type TForm = TUpdateTemplateRequest;
const FIELDS = ['subject', 'body'] as const;

/** An admin rewrites a template: its variables to pick from, a live preview with their examples, and reset. */
export function TemplateEditDialog({ template, onClose }: { template: TCommunicationTemplate | null; onClose: () => void }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={template !== null} onClose={onClose} fullScreen={small} fullWidth maxWidth="md" aria-labelledby="template-edit-title">
      <DialogTitle id="template-edit-title">Edit Template: {template ? templateTitle(template.name) : ''}</DialogTitle>
      {template && <TemplateForm key={`${template.id}-${template.updated_at}`} template={template} onClose={onClose} />}
    </Dialog>
  );
}

function TemplateForm({ template, onClose }: { template: TCommunicationTemplate; onClose: () => void }) {
  const email = template.channel === 'EMAIL';
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TForm, unknown, TUpdateTemplateBody>({
    resolver: zodResolver(ZUpdateTemplateRequest),
    defaultValues: { subject: template.subject, body: template.body },
    mode: 'onTouched',
  });
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] });
  const known = useMemo(() => new Set(template.variables.map((v) => v.name)), [template.variables]);
  const unknown = placeholdersOf(subject ?? '', body ?? '').filter((n) => !known.has(n));
  const examples = useMemo(() => Object.fromEntries(template.variables.map((v) => [v.name, v.example])), [template.variables]);
  // The draft as a client would read it, filled with each variable's example (values escaped, then sanitized).
  const preview = useMemo(() => {
    const filled = renderTemplate(body ?? '', examples, email ? 'html' : 'text').text;
    return { subject: renderTemplate(subject ?? '', examples, 'text').text, body: email ? safeHtml(filled, 'email') : filled };
  }, [subject, body, examples, email]);

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    save.mutate(
      { id: template.id, body: values },
      {
        onSuccess: (saved) => {
          toast({ severity: 'success', title: 'Template Saved', message: `${templateTitle(saved.name)} now goes out with your wording.` });
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, FIELDS, form.setError)) setProblem(error.message);
        },
      },
    );
  });

  const restore = async () => {
    const ok = await confirm({
      title: 'Reset to Default?',
      message: 'Your wording is replaced by the built-in text, and the system sends the built-in e-mail again.',
      confirmLabel: 'Reset',
      destructive: true,
    });
    if (!ok) return;
    reset.mutate(template.id, {
      onSuccess: (saved) => {
        toast({ severity: 'success', title: 'Template Reset', message: `${templateTitle(saved.name)} is back to its built-in wording.` });
        onClose();
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {template.description} Write {'{{'}name{'}}'} to put in a value; only the variables below can be used.
          </Typography>
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              Variables
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {template.variables.map((v) => (
                <Chip key={v.name} size="small" label={`{{${v.name}}}`} title={`${v.description}, e.g. ${v.example}`} />
              ))}
            </Stack>
          </Box>
          {email && (
            <TextField
              label="Subject"
              {...form.register('subject')}
              error={!!form.formState.errors.subject}
              helperText={form.formState.errors.subject?.message}
              fullWidth
            />
          )}
          <TextField
            label={email ? 'Body (HTML)' : 'Text'}
            {...form.register('body')}
            error={!!form.formState.errors.body}
            helperText={
              form.formState.errors.body?.message ?? (email ? 'Unsafe HTML (scripts, event handlers, unsafe links) is removed when you save.' : undefined)
            }
            multiline
            minRows={email ? 8 : 3}
            fullWidth
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
          />
          {unknown.length > 0 && <Alert severity="warning">{unknownVariablesMessage(unknown)}</Alert>}
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Preview with sample data
            </Typography>
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
              {preview.subject && (
                <Typography variant="h6" component="p" sx={{ mb: 1, overflowWrap: 'anywhere' }} data-testid="template-draft-subject">
                  {preview.subject}
                </Typography>
              )}
              {email ? (
                <Box data-testid="template-draft-preview" sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: preview.body }} />
              ) : (
                <Typography data-testid="template-draft-preview" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {preview.body}
                </Typography>
              )}
            </Box>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {template.is_customised && (
          <Button color="error" onClick={() => void restore()} disabled={reset.isPending} sx={{ mr: 'auto' }}>
            Reset to Default
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending || unknown.length > 0}>
          Save Template
        </Button>
      </DialogActions>
      {confirmDialog}
    </Box>
  );
}
