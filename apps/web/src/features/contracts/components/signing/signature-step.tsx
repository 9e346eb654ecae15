import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SignatureAnalysisPanel } from '@/features/contracts/components/signing/signature-analysis-panel';
import { SignaturePadField, type TDrawnSignature } from '@/components/signature/signature-pad-field';
import type { TSignForm } from '@/features/contracts/components/signing/sign-steps';

interface TProps {
  form: TSignForm;
  compact: boolean;
  onChange: (patch: Partial<TSignForm>) => void;
}

/** Spec section 9: the pad is 500x200 in the wizard, 300 wide on small screens. */
export function SignatureStep({ form, compact, onChange }: TProps) {
  return (
    <Stack spacing={2}>
      <SignaturePadField
        width={compact ? 300 : 500}
        height={200}
        value={form.signature}
        onChange={(signature: TDrawnSignature | null) => onChange({ signature })}
      />
      <SignatureAnalysisPanel stats={form.signature?.stats ?? null} />
      <TextField label="Full name" value={form.name} onChange={(e) => onChange({ name: e.target.value })} required fullWidth autoComplete="name" />
      <TextField label="Email" type="email" value={form.email} onChange={(e) => onChange({ email: e.target.value })} required fullWidth autoComplete="email" />
      <TextField
        label="Title (optional)"
        value={form.title}
        onChange={(e) => onChange({ title: e.target.value })}
        fullWidth
        autoComplete="organization-title"
      />
    </Stack>
  );
}
