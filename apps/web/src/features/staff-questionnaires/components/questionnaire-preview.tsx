import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TBookingQuestionnaireField } from '@venue/shared/booking/questionnaire.schema';
import type { TStaffQuestionnaire } from '@venue/shared/staff/questionnaires.schema';
import { useState } from 'react';
import { QuestionField, type TAnswer } from '@/components/questionnaire/question-field';

/**
 * The form as a client sees it, drawn by the same field renderer the booking wizard uses. Answers typed here stay
 * in this screen: nothing is saved.
 */
export function QuestionnairePreview({ questionnaire }: { questionnaire: TStaffQuestionnaire }) {
  const [answers, setAnswers] = useState<Record<number, TAnswer>>({});
  const fields: TBookingQuestionnaireField[] = questionnaire.questions.map((q) => ({
    id: q.id,
    questionnaire_id: questionnaire.id,
    name: q.label,
    type: q.type,
    required: q.required,
    options: q.options,
    help_text: q.help_text,
    placeholder: '',
    order: q.order,
  }));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="preview-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="preview-heading">
          Preview
        </Typography>
        <Button size="small" onClick={() => setAnswers({})}>
          Clear answers
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        What clients see. Try the questions; nothing you type here is saved.
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {questionnaire.title}
      </Typography>
      {questionnaire.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {questionnaire.description}
        </Typography>
      )}
      {fields.length === 0 ? (
        <Typography color="text.secondary">No questions yet.</Typography>
      ) : (
        <Stack spacing={2.5} sx={{ mt: 2 }}>
          {fields.map((f) => (
            <QuestionField
              key={f.id}
              field={f}
              value={answers[f.id]}
              onChange={(value) => setAnswers((a) => ({ ...a, [f.id]: value }))}
              fileInput={
                <Button variant="outlined" component="span" disabled sx={{ alignSelf: 'flex-start' }}>
                  Choose a file
                </Button>
              }
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
