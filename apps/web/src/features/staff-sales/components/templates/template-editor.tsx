import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TContractTemplate, TCreateContractTemplateRequest } from '@venue/shared/contracts/contract-template.schema';
import { renderTemplate, unknownTemplateVariables, type TTemplateValues } from '@venue/shared/contracts/template-variables';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useToast } from '@/components/feedback/toast-context';
import { useSaveTemplate } from '@/features/staff-sales/api/use-template-mutations';
import { StaffContractHtml } from '@/features/staff-sales/components/common/staff-contract-html';
import { PageHeader } from '@/features/staff-sales/components/common/page-header';
import { Section } from '@/features/staff-sales/components/common/section';
import { ActiveChip } from '@/features/staff-sales/components/common/status-chips';
import { HtmlSourceEditor } from '@/features/staff-sales/components/templates/html-source-editor';
import { applyServerErrors } from '@/features/staff-sales/server-errors';
import { NEW_TEMPLATE, templateFormOf, ZTemplateForm, type TTemplateForm, type TTemplateVariable } from '@/features/staff-sales/template-form';

const FIELDS = new Set(['name', 'description', 'content', 'is_active']);

/**
 * A contract template: its HTML source with a toolbar and the variables to insert, and a live preview with each
 * variable's example value. The server sanitizes it and refuses unknown variables; that refusal shows under the
 * content. Contracts already generated keep their own copy, so saving never changes what a client has seen.
 */
export function TemplateEditor({ template, variables }: { template: TContractTemplate | null; variables: TTemplateVariable[] }) {
  const save = useSaveTemplate();
  const toast = useToast();
  const navigate = useNavigate();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<TTemplateForm, unknown, TCreateContractTemplateRequest>({
    resolver: zodResolver(ZTemplateForm),
    defaultValues: template ? templateFormOf(template) : NEW_TEMPLATE,
    mode: 'onTouched',
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const examples = useMemo(() => Object.fromEntries(variables.map((v) => [v.name, v.example])) as TTemplateValues, [variables]);
  const preview = useMemo(() => renderTemplate(content, examples), [content, examples]);
  const unknown = unknownTemplateVariables(content);
  const errors = form.formState.errors;

  const submit = form.handleSubmit((body) => {
    setProblems([]);
    save.mutate(
      { id: template?.id ?? null, body },
      {
        onSuccess: (saved) => {
          form.reset(templateFormOf(saved));
          toast({ severity: 'success', title: 'Template Saved', message: `${saved.name} is saved.` });
          if (!template) navigate(`/staff/templates/${saved.id}`, { replace: true });
        },
        onError: (error) => setProblems(applyServerErrors(error, form.setError, { isField: (f) => FIELDS.has(f) })),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Template editor">
      <PageHeader
        title={template ? template.name : 'New Template'}
        chip={template ? <ActiveChip active={template.is_active} /> : undefined}
        subtitle={template ? `Used by ${template.contracts_count} contract${template.contracts_count === 1 ? '' : 's'}` : 'A new contract template'}
        actions={
          <>
            <Button component={RouterLink} to="/staff/templates">
              All Templates
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Template'}
            </Button>
          </>
        }
      />
      <Stack spacing={3}>
        {problems.length > 0 && (
          <Alert severity="error" role="alert">
            {problems.join(' ')}
          </Alert>
        )}
        <Section title="Details" id="template-details-title">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField {...form.register('name')} label="Name" required fullWidth error={!!errors.name} helperText={errors.name?.message} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                {...form.register('description')}
                label="Description"
                fullWidth
                error={!!errors.description}
                helperText={errors.description?.message}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={form.control}
                name="venue_signs"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                    label="The venue countersigns (company representative); the client always signs"
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={form.control}
                name="is_active"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                    label="Active (offered when generating contracts)"
                  />
                )}
              />
            </Grid>
          </Grid>
        </Section>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Section title="Content" id="template-content-title">
              <Controller
                control={form.control}
                name="content"
                render={({ field, fieldState }) => (
                  <HtmlSourceEditor
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    variables={variables}
                  />
                )}
              />
              {unknown.length > 0 && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  Not a known variable: {unknown.map((n) => `{{${n}}}`).join(', ')}. Saving will be refused until it is one of the variables above.
                </Alert>
              )}
            </Section>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Section title="Preview" id="template-preview-title">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                With example values, as a client will see it once sanitized.
              </Typography>
              <StaffContractHtml html={preview} label="Template preview" maxHeight={640} />
            </Section>
          </Grid>
        </Grid>
      </Stack>
    </form>
  );
}
