import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import type { TTemplateVariable } from '@/features/staff-sales/template-form';
import { applyMarkup, insertVariable, type TEdit, type TMarkup } from '@/features/staff-sales/template-markup';

interface TProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  variables: readonly TTemplateVariable[];
}

const TEXT_BUTTONS: { tag: TMarkup; label: string; text: string }[] = [
  { tag: 'h2', label: 'Heading (H2)', text: 'H2' },
  { tag: 'h3', label: 'Subheading (H3)', text: 'H3' },
  { tag: 'p', label: 'Paragraph (P)', text: 'P' },
];
const ICON_BUTTONS: { tag: TMarkup; label: string; icon: ReactNode }[] = [
  { tag: 'strong', label: 'Bold', icon: <FormatBold /> },
  { tag: 'em', label: 'Italic', icon: <FormatItalic /> },
  { tag: 'u', label: 'Underline', icon: <FormatUnderlined /> },
  { tag: 'ul', label: 'Bulleted list', icon: <FormatListBulleted /> },
  { tag: 'ol', label: 'Numbered list', icon: <FormatListNumbered /> },
];

/**
 * The template's HTML as text, with a toolbar that wraps the selection in the tags a contract keeps and buttons
 * that insert each {{variable}} at the caret (docs/decisions.md: why a source editor, not contentEditable).
 */
export function HtmlSourceEditor({ value, onChange, onBlur, error, variables }: TProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);

  const edit = (make: (text: string, start: number, end: number) => TEdit) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = make(value, start, end);
    onChange(next.text);
    // After React has written the new value: the caret (or the wrapped text) where the edit left it.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.start, next.end);
    });
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" role="toolbar" aria-label="Formatting" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {TEXT_BUTTONS.map((b) => (
          <Tooltip key={b.tag} title={b.label}>
            <Button size="small" variant="outlined" onClick={() => edit((t, s, e) => applyMarkup(t, s, e, b.tag))} aria-label={b.label} sx={{ minWidth: 44 }}>
              {b.text}
            </Button>
          </Tooltip>
        ))}
        {ICON_BUTTONS.map((b) => (
          <Tooltip key={b.tag} title={b.label}>
            <IconButton size="small" onClick={() => edit((t, s, e) => applyMarkup(t, s, e, b.tag))} aria-label={b.label}>
              {b.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Stack>
      <TextField
        label="Content (HTML)"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        inputRef={area}
        multiline
        minRows={14}
        maxRows={30}
        required
        fullWidth
        error={!!error}
        helperText={error ?? 'Headings, paragraphs, bold, italic, underline, lists and tables are kept; anything else is removed when saved.'}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 } } }}
      />
      <Stack spacing={1} role="group" aria-labelledby="template-variables-label">
        <Typography id="template-variables-label" variant="subtitle2" component="p">
          Insert a variable at the cursor
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {variables.map((v) => (
            <Tooltip key={v.name} title={`${v.label}, e.g. ${v.example}`} describeChild>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => edit((t, s, e) => insertVariable(t, s, e, v.name))}
                sx={{ textTransform: 'none', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
              >
                {`{{${v.name}}}`}
              </Button>
            </Tooltip>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
