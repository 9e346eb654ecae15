import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { QUESTION_PURPOSES } from '@venue/shared/events/question-purpose';
import {
  BUILDER_QUESTION_TYPES,
  CHOICE_TYPES,
  QUESTION_PURPOSE_LABELS,
  QUESTION_TYPE_LABELS,
  type TStaffQuestion,
  type TStaffQuestionnaire,
} from '@venue/shared/staff/questionnaires.schema';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useToast } from '@/components/feedback/toast-context';
import { useSaveQuestion } from '@/features/staff-questionnaires/api/use-questionnaire-mutations';
import { NEW_QUESTION, questionFormOf, ZQuestionForm, type TQuestionForm, type TQuestionRequest } from '@/features/staff-questionnaires/questionnaire-forms';

interface TProps {
  questionnaire: TStaffQuestionnaire;
  /** null: closed; 'new': add a question; a question: edit it. */
  question: TStaffQuestion | 'new' | null;
  onClose: () => void;
}

export function QuestionDialog({ questionnaire, question, onClose }: TProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={question !== null} onClose={onClose} fullScreen={small} fullWidth maxWidth="sm" aria-labelledby="question-dialog-title">
      <DialogTitle id="question-dialog-title">{question === 'new' ? 'Add Question' : 'Edit Question'}</DialogTitle>
      {question !== null && (
        <QuestionForm
          key={question === 'new' ? 'new' : question.id}
          questionnaire={questionnaire}
          question={question === 'new' ? null : question}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

const FIELDS = Object.keys(NEW_QUESTION) as Path<TQuestionForm>[];

function QuestionForm({ questionnaire, question, onClose }: { questionnaire: TStaffQuestionnaire; question: TStaffQuestion | null; onClose: () => void }) {
  const save = useSaveQuestion(questionnaire.id);
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TQuestionForm, unknown, TQuestionRequest>({
    resolver: zodResolver(ZQuestionForm),
    defaultValues: question ? questionFormOf(question) : NEW_QUESTION,
    mode: 'onTouched',
  });
  const choices = CHOICE_TYPES.includes(form.watch('type'));

  const submit = form.handleSubmit((body) => {
    setProblem(null);
    save.mutate(
      { id: question?.id ?? null, body },
      {
        onSuccess: () => {
          toast({ severity: 'success', title: question ? 'Question Saved' : 'Question Added', message: `“${body.label}” is on the form.` });
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, FIELDS, form.setError)) setProblem(error.message);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={question ? `Edit ${question.label}` : 'New question'} style={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2}>
          {question && question.answers > 0 && (
            <Alert severity="info">
              {question.answers === 1 ? 'One event has' : `${question.answers} events have`} answered this question. Changing its wording, type or options saves
              a new version; earlier answers keep the question as it was asked.
            </Alert>
          )}
          <TextField
            label="Question"
            required
            fullWidth
            {...form.register('label')}
            error={!!form.formState.errors.label}
            helperText={form.formState.errors.label?.message}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field, fieldState }) => (
              <TextField select label="Answer type" fullWidth {...field} error={!!fieldState.error} helperText={fieldState.error?.message}>
                {BUILDER_QUESTION_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {QUESTION_TYPE_LABELS[t]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {choices && (
            <TextField
              label="Options, one a line"
              required
              fullWidth
              multiline
              minRows={3}
              {...form.register('options')}
              error={!!form.formState.errors.options}
              helperText={form.formState.errors.options?.message ?? 'At least two, e.g. Chapel and Garden on two lines.'}
            />
          )}
          <TextField
            label="Help text"
            fullWidth
            {...form.register('help_text')}
            error={!!form.formState.errors.help_text}
            helperText={form.formState.errors.help_text?.message ?? 'Shown under the question.'}
          />
          <Controller
            control={form.control}
            name="purpose"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Flag for staff"
                fullWidth
                {...field}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? 'Safety and service notes are flagged on the event page and on Today.'}
              >
                <MenuItem value="">No flag</MenuItem>
                {QUESTION_PURPOSES.map((p) => (
                  <MenuItem key={p} value={p}>
                    {QUESTION_PURPOSE_LABELS[p]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="required"
            render={({ field }) => (
              <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="An answer is required" />
            )}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {question ? 'Save' : 'Add'}
        </Button>
      </DialogActions>
    </form>
  );
}
