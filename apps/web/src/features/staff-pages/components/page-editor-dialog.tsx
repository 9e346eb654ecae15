import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZPageUpdateRequest, type TAdminPage, type TPageUpdateRequest } from '@venue/shared/site/pages.schema';
import { useId, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { MarkdownBody } from '@/components/content/markdown-body';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useToast } from '@/components/feedback/toast-context';
import { useSavePage } from '@/features/staff-pages/api/staff-pages.queries';
import { isApiError } from '@/lib/api-error';

const FIELDS: readonly Path<TPageUpdateRequest>[] = ['title', 'summary', 'body'];

/** Edits one version of a page: its title, summary and Markdown body, with a preview drawn as the site draws it. */
export function PageEditorDialog({ page, onClose }: { page: TAdminPage; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const save = useSavePage();
  const toast = useToast();
  const titleId = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<TPageUpdateRequest, unknown, z.output<typeof ZPageUpdateRequest>>({
    resolver: zodResolver(ZPageUpdateRequest),
    defaultValues: { title: page.title, summary: page.summary, body: page.body },
  });
  const { errors } = formState;
  const body = useWatch({ control, name: 'body' });
  const submit = handleSubmit((values) =>
    save.mutate(
      { id: page.id, ...values },
      {
        onSuccess: () => {
          toast({
            severity: 'success',
            title: 'Page Saved',
            message: page.versioned ? 'Your changes are saved in the draft.' : 'Your changes are live on the website.',
          });
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, FIELDS, setError)) setFormError(isApiError(error) ? error.message : 'An unexpected error occurred. Please try again.');
        },
      },
    ),
  );

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        Edit {page.title}
        {page.versioned ? `, version ${page.version}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="page-editor" noValidate onSubmit={submit} spacing={2.5}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <TextField label="Title" required {...register('title')} error={!!errors.title} helperText={errors.title?.message} />
          <TextField
            label="Summary"
            {...register('summary')}
            error={!!errors.summary}
            helperText={errors.summary?.message ?? 'One or two sentences under the title.'}
            multiline
            minRows={2}
          />
          <Tabs value={tab} onChange={(_, v: 'write' | 'preview') => setTab(v)} aria-label="Body">
            <Tab value="write" label="Write" id="page-tab-write" aria-controls="page-panel-write" />
            <Tab value="preview" label="Preview" id="page-tab-preview" aria-controls="page-panel-preview" />
          </Tabs>
          <Box role="tabpanel" id="page-panel-write" aria-labelledby="page-tab-write" hidden={tab !== 'write'}>
            <TextField
              label="Body"
              required
              fullWidth
              multiline
              minRows={12}
              {...register('body')}
              error={!!errors.body}
              helperText={errors.body?.message ?? 'Markdown: ## for a heading, - for a list item, **bold**, [words](/contact) for a link.'}
              slotProps={{ input: { sx: { fontFamily: 'monospace', fontSize: '0.9rem' } } }}
            />
          </Box>
          <Box role="tabpanel" id="page-panel-preview" aria-labelledby="page-tab-preview" hidden={tab !== 'preview'}>
            {tab === 'preview' &&
              (body.trim() ? (
                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 } }}>
                  <MarkdownBody source={body} />
                </Box>
              ) : (
                <Typography color="text.secondary">Nothing to preview yet.</Typography>
              ))}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="page-editor" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : page.versioned ? 'Save Draft' : 'Save and Publish'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
