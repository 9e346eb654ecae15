import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TAnswerFile, TQuestionnaire } from '@venue/shared/events/questionnaire.schema';
import { displayAnswer, type TAnswerFiles, type TAnswers } from '@/features/events/components/questionnaire-answers';

interface TProps {
  questionnaire: TQuestionnaire;
  answers: TAnswers;
  files: TAnswerFiles;
  onDownload: (file: TAnswerFile) => void;
  onEdit?: () => void;
}

/** One questionnaire's answers (a file answer is its file's name, which downloads); `onEdit`, when several are listed, opens this one. */
export function QuestionnaireView({ questionnaire, answers, files, onDownload, onEdit }: TProps) {
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
          const file = field.type === 'file' ? files[field.id] : undefined;
          const shown = displayAnswer(field, answers[field.id], file);
          return (
            <div key={field.id} style={{ marginTop: 12 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.name}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontStyle: shown ? 'normal' : 'italic', overflowWrap: 'anywhere' }}
                color={shown ? 'text.primary' : 'text.secondary'}
              >
                {file ? (
                  <Link component="button" type="button" onClick={() => onDownload(file)} aria-label={`Download ${file.name}`} sx={{ textAlign: 'left' }}>
                    {file.name}
                  </Link>
                ) : (
                  (shown ?? 'Not answered')
                )}
              </Typography>
            </div>
          );
        })}
      </dl>
    </Paper>
  );
}
