import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import type { TSignForm } from '@/features/contracts/components/signing/sign-steps';

export function ConfirmStep({ contract, form, onChange }: { contract: TContract; form: TSignForm; onChange: (patch: Partial<TSignForm>) => void }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        Confirm your signature
      </Typography>
      <Typography variant="body2">
        You are signing <strong>{contract.template_name}</strong> for <strong>{contract.event.title}</strong> as <strong>{form.name.trim()}</strong>
        {form.title.trim() ? `, ${form.title.trim()}` : ''} ({form.email.trim()}).
      </Typography>
      {form.signature && (
        <Box
          component="img"
          src={form.signature.dataUrl}
          alt="Your drawn signature"
          sx={{ maxWidth: '100%', width: 300, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
      )}
      <FormControlLabel
        control={<Checkbox checked={form.intentConfirmed} onChange={(e) => onChange({ intentConfirmed: e.target.checked })} />}
        label="I intend to sign this contract electronically and agree to be bound by its terms."
      />
    </Stack>
  );
}
