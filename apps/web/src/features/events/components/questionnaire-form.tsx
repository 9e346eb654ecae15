import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TQuestionnaire } from '@venue/shared/events/questionnaire.schema';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { downloadAnswerFile } from '@/features/events/api/download-answer-file';
import { useSaveResponses } from '@/features/events/api/use-save-responses';
import { AnswerFileInput, type TShownFile } from '@/features/events/components/answer-file-input';
import { QuestionInput } from '@/features/events/components/question-input';
import { toSaveRequest, type TAnswerFiles, type TAnswers } from '@/features/events/components/questionnaire-answers';
import { isApiError } from '@/lib/api-error';

interface TProps {
  eventId: number;
  questionnaire: TQuestionnaire;
  saved: TAnswers;
  /** The files the saved file answers name. */
  savedFiles: TAnswerFiles;
  onDone: () => void;
}

/** Edit mode. Cancel simply leaves: the saved answers were never touched, so view mode shows them again. */
export function QuestionnaireForm({ eventId, questionnaire, saved, savedFiles, onDone }: TProps) {
  const save = useSaveResponses(eventId);
  const toast = useToast();
  const [answers, setAnswers] = useState<TAnswers>(saved);
  // A file chosen in this edit shows its name at once; it is the answer (and downloads) once saved.
  const [files, setFiles] = useState<Record<number, TShownFile>>(savedFiles);
  const download = (file: TShownFile) => {
    if (!file.download_url) return;
    toast({ severity: 'info', title: 'Download Started', message: `Downloading ${file.name}...` });
    downloadAnswerFile({ name: file.name, download_url: file.download_url }).catch(() =>
      toast({ severity: 'error', title: 'Download Failed', message: 'Failed to download file. Please try again.' }),
    );
  };
  const errorOf = (fieldId: number) => (isApiError(save.error) ? save.error.fieldErrors[`field_${fieldId}`]?.[0] : undefined);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(toSaveRequest(questionnaire.fields, answers), {
      onSuccess: () => {
        toast({ severity: 'success', title: 'Responses Saved', message: 'Your questionnaire responses have been saved successfully.' });
        onDone();
      },
      onError: (error) => toast({ severity: 'error', title: 'Save Failed', message: error.message }),
    });
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }} aria-label={questionnaire.name}>
      <Typography variant="h6" component="h3">
        {questionnaire.name}
      </Typography>
      {questionnaire.description && <Typography color="text.secondary">{questionnaire.description}</Typography>}
      <Stack spacing={2.5} sx={{ mt: 2.5 }}>
        {questionnaire.fields.map((field) =>
          field.type === 'file' ? (
            <AnswerFileInput
              key={field.id}
              eventId={eventId}
              field={field}
              file={files[field.id] ?? null}
              error={errorOf(field.id)}
              onDownload={download}
              onUploaded={(upload) => {
                setAnswers((prev) => ({ ...prev, [field.id]: upload.file_id }));
                setFiles((prev) => ({ ...prev, [field.id]: { name: upload.name } }));
              }}
            />
          ) : (
            <QuestionInput
              key={field.id}
              field={field}
              value={answers[field.id] ?? ''}
              error={errorOf(field.id)}
              onChange={(value) => setAnswers((prev) => ({ ...prev, [field.id]: value }))}
            />
          ),
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save Responses
        </Button>
        <Button color="inherit" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </Stack>
    </Paper>
  );
}
