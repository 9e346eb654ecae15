import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUESTIONNAIRE_TEXT } from '@venue/shared/booking/questionnaire-config';
import { BOOKING_TEXT, DEFAULT_FILE_TYPES, DEFAULT_MAX_FILE_SIZE_MB } from '@venue/shared/booking/steps';
import { extensionOf } from '@venue/shared/events/document.schema';
import type { TAnswerFile, TAnswerFileUploadResponse, TQuestionField } from '@venue/shared/events/questionnaire.schema';
import { useId, useState } from 'react';
import { useUploadAnswerFile } from '@/features/events/api/use-upload-answer-file';
import { isApiError } from '@/lib/api-error';

/** What a file answer names: the saved file (which downloads), or one uploaded in this edit, not saved yet. */
export type TShownFile = Pick<TAnswerFile, 'name'> & { download_url?: string };

interface TProps {
  eventId: number;
  field: TQuestionField;
  file: TShownFile | null;
  /** The save's refusal for this question. */
  error?: string;
  onUploaded: (upload: TAnswerFileUploadResponse) => void;
  onDownload: (file: TAnswerFile | TShownFile) => void;
}

const ACCEPT = DEFAULT_FILE_TYPES.map((t) => `.${t}`).join(',');
const HINT = `PDF, JPG or PNG, up to ${DEFAULT_MAX_FILE_SIZE_MB} MB.`;

/** The browser's own look at a chosen file, with the server's texts: a refusal without sending ten megabytes. */
function problemOf(file: File): string | null {
  if (file.size > DEFAULT_MAX_FILE_SIZE_MB * 1024 * 1024) return BOOKING_TEXT.filesTooLarge(DEFAULT_MAX_FILE_SIZE_MB);
  if (!(DEFAULT_FILE_TYPES as readonly string[]).includes(extensionOf(file.name).replace('.', ''))) return BOOKING_TEXT.filesWrongType(DEFAULT_FILE_TYPES);
  return null;
}

/**
 * A file question of the event's questionnaire tab: the file is uploaded as soon as it is chosen and becomes the
 * answer when the questionnaire is saved (answer-files.service.ts on the server).
 */
export function AnswerFileInput({ eventId, field, file, error, onUploaded, onDownload }: TProps) {
  const labelId = useId();
  const upload = useUploadAnswerFile(eventId);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    const local = problemOf(chosen);
    if (local) return setProblem(`${QUESTIONNAIRE_TEXT.uploadFailed(chosen.name)}. ${local}`);
    upload.mutate(
      { fieldId: field.id, file: chosen },
      {
        onSuccess: onUploaded,
        onError: (e) => setProblem(`${QUESTIONNAIRE_TEXT.uploadFailed(chosen.name)}. ${isApiError(e) ? e.message : 'Please try again.'}`),
      },
    );
  };

  const shown = problem ?? error;
  return (
    <FormControl component="fieldset" error={!!shown} required={field.required} aria-labelledby={labelId}>
      <FormLabel component="legend" id={labelId}>
        {field.name}
      </FormLabel>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Button component="label" variant="outlined" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading...' : file ? 'Replace file' : 'Choose file'}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = ''; // the same file chosen again after a refusal is a new choice
            }}
          />
        </Button>
        {file?.download_url ? (
          <Link component="button" type="button" onClick={() => onDownload(file)} sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
            {file.name}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} color={file ? 'text.primary' : 'text.secondary'}>
            {file ? `${file.name} (saved when you save your responses)` : 'No file chosen'}
          </Typography>
        )}
      </Stack>
      <FormHelperText>{shown ?? (field.help_text || HINT)}</FormHelperText>
    </FormControl>
  );
}
