import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TQuestionnaire } from '@venue/shared/events/questionnaire.schema';
import { displayAnswer, type TAnswers } from '@/features/events/components/questionnaire-answers';

/** One questionnaire's answers; `onEdit`, when several questionnaires are listed, opens this one for editing. */
export function QuestionnaireView({ questionnaire, answers, onEdit }: { questionnaire: TQuestionnaire; answers: TAnswers; onEdit?: () => void }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} aria-label={questionnaire.name}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h3">
          {questionnaire.name}
        </Typography>
        {onEdit && (
          <Button size="small" startIcon={<Edit />} onClick={onEdit} aria-label={`Edit ${questionnaire.name}`}>
            Edit
          </Button>
        )}
      </Box>
      {questionnaire.description && <Typography color="text.secondary">{questionnaire.description}</Typography>}
      <dl style={{ margin: 0 }}>
        {questionnaire.fields.map((field) => {
          const shown = displayAnswer(field, answers[field.id]);
          return (
            <div key={field.id} style={{ marginTop: 12 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.name}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontStyle: shown ? 'normal' : 'italic' }} color={shown ? 'text.primary' : 'text.secondary'}>
                {shown ?? 'Not answered'}
              </Typography>
            </div>
          );
        })}
      </dl>
    </Paper>
  );
}
