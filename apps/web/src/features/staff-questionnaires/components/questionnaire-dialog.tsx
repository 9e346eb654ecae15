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
import { QUESTIONNAIRE_PURPOSE_LABELS, QUESTIONNAIRE_PURPOSES, type TStaffQuestionnaire } from '@venue/shared/staff/questionnaires.schema';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { useToast } from '@/components/feedback/toast-context';
import { useSaveQuestionnaire } from '@/features/staff-questionnaires/api/use-questionnaire-mutations';
import {
  NEW_QUESTIONNAIRE,
  questionnaireFormOf,
  ZQuestionnaireForm,
  type TQuestionnaireForm,
  type TQuestionnaireRequest,
} from '@/features/staff-questionnaires/questionnaire-forms';

interface TProps {
  /** null: closed; 'new': a new questionnaire; a questionnaire: edit its own fields. */
  questionnaire: TStaffQuestionnaire | 'new' | null;
  eventTypes: { id: number; name: string }[];
  onClose: () => void;
  onSaved?: (saved: TStaffQuestionnaire) => void;
}

export function QuestionnaireDialog({ questionnaire, eventTypes, onClose, onSaved }: TProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={questionnaire !== null} onClose={onClose} fullScreen={small} fullWidth maxWidth="sm" aria-labelledby="questionnaire-dialog-title">
      <DialogTitle id="questionnaire-dialog-title">{questionnaire === 'new' ? 'New Questionnaire' : 'Questionnaire Settings'}</DialogTitle>
      {questionnaire !== null && (
        <QuestionnaireForm
          key={questionnaire === 'new' ? 'new' : questionnaire.id}
          questionnaire={questionnaire === 'new' ? null : questionnaire}
          eventTypes={eventTypes}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

const FIELDS = Object.keys(NEW_QUESTIONNAIRE) as Path<TQuestionnaireForm>[];

function QuestionnaireForm({ questionnaire, eventTypes, onClose, onSaved }: Omit<TProps, 'questionnaire'> & { questionnaire: TStaffQuestionnaire | null }) {
  const save = useSaveQuestionnaire();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TQuestionnaireForm, unknown, TQuestionnaireRequest>({
    resolver: zodResolver(ZQuestionnaireForm),
    defaultValues: questionnaire ? questionnaireFormOf(questionnaire) : NEW_QUESTIONNAIRE,
    mode: 'onTouched',
  });
  const booking = form.watch('purpose') === 'booking';

  const submit = form.handleSubmit((body) => {
    setProblem(null);
    save.mutate(
      { id: questionnaire?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast({ severity: 'success', title: questionnaire ? 'Questionnaire Saved' : 'Questionnaire Created', message: `${saved.title} is saved.` });
          onClose();
          onSaved?.(saved);
        },
        onError: (error) => {
          if (!applyFieldErrors(error, FIELDS, form.setError)) setProblem(error.message);
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={questionnaire ? `Settings of ${questionnaire.title}` : 'New questionnaire'}
      style={{ display: 'contents' }}
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            label="Title"
            required
            fullWidth
            {...form.register('title')}
            error={!!form.formState.errors.title}
            helperText={form.formState.errors.title?.message}
          />
          <TextField
            label="Description (shown to clients)"
            fullWidth
            multiline
            minRows={2}
            {...form.register('description')}
            error={!!form.formState.errors.description}
            helperText={form.formState.errors.description?.message}
          />
          <Controller
            control={form.control}
            name="purpose"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Asked in"
                fullWidth
                {...field}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? 'The booking wizard asks it while booking; the client portal after booking.'}
              >
                {QUESTIONNAIRE_PURPOSES.map((p) => (
                  <MenuItem key={p} value={p}>
                    {QUESTIONNAIRE_PURPOSE_LABELS[p]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="event_type_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Event type"
                fullWidth
                required={booking}
                {...field}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? (booking ? 'The wizard of this event type asks it.' : 'Empty: asked for every event type.')}
              >
                <MenuItem value="">Every event type</MenuItem>
                {eventTypes.map((t) => (
                  <MenuItem key={t.id} value={String(t.id)}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => (
              <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Active (clients see it)" />
            )}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {questionnaire ? 'Save' : 'Create'}
        </Button>
      </DialogActions>
    </form>
  );
}
