import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ESIGN_CONSENT } from '@venue/shared/contracts/consent';

export function DisclosureStep({ accepted, onChange }: { accepted: boolean; onChange: (v: boolean) => void }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {ESIGN_CONSENT.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          {ESIGN_CONSENT.paragraphs.map((p) => (
            <Typography key={p} variant="body2">
              {p}
            </Typography>
          ))}
          <Typography variant="caption" color="text.secondary">
            Disclosure version {ESIGN_CONSENT.version}
          </Typography>
        </Stack>
      </Paper>
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(e) => onChange(e.target.checked)} />}
        label="I have read and agree to use an electronic signature for this contract."
      />
    </Stack>
  );
}
