import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { QUESTIONNAIRE_TEXT, readQuestionnaireConfig, type TReadBookingQuestionnaire } from '@venue/shared/booking/questionnaire-config';
import type { TQuestionnaireConfig } from '@venue/shared/booking/step-config.schema';
import { questionnaireDataSchema, type TQuestionnaireData } from '@venue/shared/booking/step-data.schema';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import type { TBookingQuestionnaireField } from '@venue/shared/booking/questionnaire.schema';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { bookingQuestionnaireQuery, isGoneQuestionnaire } from '@/features/booking/api/booking.queries';
import { useUploadFile } from '@/features/booking/api/use-upload-file';
import { StepShell } from '@/features/booking/components/step-shell';
import { QuestionField } from '@/components/questionnaire/question-field';
import { useStepForm } from '@/features/booking/use-step-form';
import { savedDataOf, useWizard } from '@/features/booking/wizard-context';

const TITLE = 'Event Information';

/** A questionnaire the step lists, as its load ended: shown, or in its place the spec's "Unable to load questionnaire". */
type TSection = { id: number; read: TReadBookingQuestionnaire } | { id: number; read: null; gone: boolean };

/**
 * Spec: titled "Event Information"; each questionnaire the step lists is read through the public questionnaire
 * call (a /booking page), its fields in order, files uploaded as chosen. What could not load says so in its place
 * (docs/decisions.md, "The questionnaire step reads its questionnaires").
 */
export function QuestionnaireStep() {
  const { step } = useWizard();
  const read = readQuestionnaireConfig(step.configuration);
  if (!read) {
    return (
      <>
        <Typography id="booking-step-title" variant="h4" component="h2" sx={{ mb: 2, fontFamily: 'Georgia, serif', fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {TITLE}
        </Typography>
        <Alert severity="error">{QUESTIONNAIRE_TEXT.loadFailed}</Alert>
      </>
    );
  }
  return <QuestionnaireLoads config={read.config} />;
}

function QuestionnaireLoads({ config }: { config: TQuestionnaireConfig }) {
  const { step } = useWizard();
  const ids = [...new Set(config.questionnaire_ids)];
  const loads = useQueries({ queries: ids.map((id) => bookingQuestionnaireQuery(id)) });
  if (loads.some((l) => l.isPending)) {
    return (
      <StepShell title={TITLE} description={step.description}>
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={22} aria-hidden />
          <Typography color="text.secondary">Loading questionnaire...</Typography>
        </Stack>
      </StepShell>
    );
  }
  const sections: TSection[] = ids.map((id, i) => {
    const load = loads[i]!;
    return load.data ? { id, read: load.data } : { id, read: null, gone: isGoneQuestionnaire(load.error) };
  });
  // A questionnaire the venue no longer offers (404) will not come back by asking again: only failed loads are retried.
  const failed = loads.filter((l) => !l.data && !isGoneQuestionnaire(l.error));
  const retry = { run: () => failed.forEach((l) => void l.refetch()), busy: failed.some((l) => l.isFetching), offered: failed.length > 0 };
  return <QuestionnaireForm config={config} sections={sections} retry={retry} />;
}

const inOrder = (read: TReadBookingQuestionnaire) => [...read.questionnaire.fields].sort((a, b) => a.order - b.order);

interface TRetry {
  run: () => void;
  busy: boolean;
  /** Some load failed in a way another try may mend. */
  offered: boolean;
}

function RetryButton({ retry }: { retry: TRetry }) {
  return (
    <Button color="inherit" size="small" onClick={retry.run} disabled={retry.busy}>
      {retry.busy ? 'Trying again...' : 'Try Again'}
    </Button>
  );
}

function QuestionnaireForm({ config, sections, retry }: { config: TQuestionnaireConfig; sections: TSection[]; retry: TRetry }) {
  const { step, session, sessionId } = useWizard();
  const saved = savedDataOf(session, step);
  const several = sections.length > 1;
  // The form asks what loaded; the server's step check still knows every listed questionnaire and has the last word.
  const fields = sections.flatMap((s) => (s.read ? inOrder(s.read) : []));
  const schema = questionnaireDataSchema({ ...config, questionnaire_items: fields });
  // Every field starts answered with null (the schema's "no answer"), since an undefined value is not an answer it takes.
  const { form, onSubmit, formId } = useStepForm(schema, {
    responses: {
      ...Object.fromEntries(fields.map((f) => [`field_${f.id}`, null])),
      ...((saved.responses as TQuestionnaireData['responses'] | undefined) ?? {}),
    },
    uploaded_files: (saved.uploaded_files as TQuestionnaireData['uploaded_files'] | undefined) ?? [],
  });
  const files = useWatch({ control: form.control, name: 'uploaded_files' }) ?? [];
  const upload = useUploadFile(sessionId);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const onFile = async (field: TBookingQuestionnaireField, file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    if (!config.allow_file_uploads) return setUploadError(BOOKING_TEXT.uploadsDisabled);
    try {
      const answer = await upload.mutateAsync({ file, questionnaireId: field.questionnaire_id, fieldId: field.id });
      const entry = { file_id: answer.file_id, name: answer.name, size: answer.size, field_id: field.id };
      form.setValue('uploaded_files', [...files.filter((f) => f.field_id !== field.id), entry], { shouldDirty: true });
      form.setValue(`responses.field_${field.id}`, answer.file_id, { shouldDirty: true });
    } catch {
      setUploadError(QUESTIONNAIRE_TEXT.uploadFailed(file.name));
    }
  };

  const renderField = (field: TBookingQuestionnaireField) => (
    <Controller
      key={field.id}
      control={form.control}
      name={`responses.field_${field.id}`}
      // A questionnaire that loads on a retry brings fields the form did not start with.
      defaultValue={null}
      render={({ fieldState, field: input }) => (
        <QuestionField
          field={field}
          value={input.value}
          onChange={input.onChange}
          error={fieldState.error?.message}
          fileInput={
            <>
              <Button component="label" variant="outlined" disabled={upload.isPending} sx={{ alignSelf: 'flex-start', mt: 1 }}>
                {upload.isPending ? 'Uploading...' : 'Choose file'}
                <input
                  hidden
                  type="file"
                  accept={config.allowed_file_types.map((t) => `.${t}`).join(',')}
                  onChange={(e) => onFile(field, e.target.files?.[0])}
                />
              </Button>
              <Typography variant="body2">{files.find((f) => f.field_id === field.id)?.name ?? 'No file chosen'}</Typography>
            </>
          }
        />
      )}
    />
  );

  const nothingAsked = sections.every((s) => s.read && s.read.questionnaire.fields.length === 0 && s.read.unsupported.length === 0);
  return (
    <StepShell title={TITLE} description={step.description} formId={formId} onSubmit={onSubmit}>
      {several && retry.offered && (
        <Alert severity="error" action={<RetryButton retry={retry} />}>
          {QUESTIONNAIRE_TEXT.someFailed}
        </Alert>
      )}
      {nothingAsked && <Typography color="text.secondary">No questions for this event type.</Typography>}
      {sections.map((s) =>
        s.read ? (
          <Stack key={s.id} spacing={2.5} component={several ? 'section' : 'div'} aria-label={several ? s.read.questionnaire.name : undefined}>
            {several && (
              <Typography variant="h6" component="h3">
                {s.read.questionnaire.name}
              </Typography>
            )}
            {s.read.unsupported.map((type, i) => (
              <Alert key={`${type}-${i}`} severity="warning">
                {QUESTIONNAIRE_TEXT.unsupported(type)}
              </Alert>
            ))}
            {inOrder(s.read).map(renderField)}
          </Stack>
        ) : (
          <Alert key={s.id} severity="error" action={!several && !s.gone ? <RetryButton retry={retry} /> : undefined}>
            {QUESTIONNAIRE_TEXT.unavailable}
          </Alert>
        ),
      )}
      {uploadError && <Typography color="error">{uploadError}</Typography>}
    </StepShell>
  );
}
