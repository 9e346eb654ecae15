import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { QUESTIONNAIRE_TEXT, readQuestionnaireConfig } from '@venue/shared/booking/questionnaire-config';
import type { TQuestionnaireConfig } from '@venue/shared/booking/step-config.schema';
import { questionnaireDataSchema, type TQuestionnaireData } from '@venue/shared/booking/step-data.schema';
import { BOOKING_TEXT } from '@venue/shared/booking/steps';
import type { TBookingQuestionnaireField } from '@venue/shared/booking/questionnaire.schema';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useUploadFile } from '@/features/booking/api/use-upload-file';
import { StepShell } from '@/features/booking/components/step-shell';
import { QuestionField } from '@/components/questionnaire/question-field';
import { useStepForm } from '@/features/booking/use-step-form';
import { savedDataOf, useWizard } from '@/features/booking/wizard-context';

/** Spec: titled "Event Information"; the booking questionnaire's fields in order, files uploaded as chosen. */
export function QuestionnaireStep() {
  const { step } = useWizard();
  const read = readQuestionnaireConfig(step.configuration);
  if (!read) {
    return (
      <>
        <Typography id="booking-step-title" variant="h4" component="h2" sx={{ mb: 2, fontFamily: 'Georgia, serif', fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Event Information
        </Typography>
        <Alert severity="error">{QUESTIONNAIRE_TEXT.loadFailed}</Alert>
      </>
    );
  }
  return <QuestionnaireForm config={read.config} unsupported={read.unsupported} />;
}

function QuestionnaireForm({ config, unsupported }: { config: TQuestionnaireConfig; unsupported: string[] }) {
  const { step, session, sessionId } = useWizard();
  const saved = savedDataOf(session, step);
  // Every field starts answered with null (the schema's "no answer"), since an undefined value is not an answer it takes.
  const { form, onSubmit, formId } = useStepForm(questionnaireDataSchema(config), {
    responses: {
      ...Object.fromEntries(config.questionnaire_items.map((f) => [`field_${f.id}`, null])),
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
      setUploadError(`Failed to upload ${file.name}`);
    }
  };

  const fields = [...config.questionnaire_items].sort((a, b) => a.order - b.order);
  return (
    <StepShell title="Event Information" description={step.description} formId={formId} onSubmit={onSubmit}>
      {fields.length === 0 && unsupported.length === 0 && <Typography color="text.secondary">No questions for this event type.</Typography>}
      {unsupported.map((type, i) => (
        <Alert key={`${type}-${i}`} severity="warning">
          {QUESTIONNAIRE_TEXT.unsupported(type)}
        </Alert>
      ))}
      {fields.map((field) => (
        <Controller
          key={field.id}
          control={form.control}
          name={`responses.field_${field.id}`}
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
      ))}
      {uploadError && <Typography color="error">{uploadError}</Typography>}
    </StepShell>
  );
}
