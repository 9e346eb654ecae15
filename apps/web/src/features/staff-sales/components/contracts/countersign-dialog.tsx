import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ESIGN_CONSENT } from '@venue/shared/contracts/consent';
import { analyzeSignature, MIN_COMPLEXITY_TO_SUBMIT, SIGNATURE_CAPTURED, SIGNATURE_WARNING_TEXTS } from '@venue/shared/contracts/signature-analysis';
import { isSignatureDataValid, SIGNATURE_TOO_SIMPLE } from '@venue/shared/contracts/signature-data';
import { ZCountersignContractRequest, type TStaffContract } from '@venue/shared/contracts/staff-contract.schema';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useCountersignContract } from '@/features/staff-sales/api/use-contract-mutations';
import { deviceFingerprint, screenResolution } from '@/components/signature/device-evidence';
import { SignaturePadField, type TDrawnSignature } from '@/components/signature/signature-pad-field';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';

/** Mounted only while open, so each opening starts blank. */
export function CountersignDialog({ contract, open, onClose }: { contract: TStaffContract; open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const sign = useCountersignContract();
  const close = () => !sign.isPending && onClose();
  return (
    <Dialog open={open} onClose={close} fullScreen={small} fullWidth maxWidth="sm" aria-labelledby="countersign-title">
      <DialogTitle id="countersign-title">Countersign Contract</DialogTitle>
      {open && <CountersignForm contract={contract} compact={small} sign={sign} onClose={close} />}
    </Dialog>
  );
}

const messagesOf = (error: unknown) =>
  isApiError(error) && Object.keys(error.fieldErrors).length
    ? Object.values(error.fieldErrors).flat()
    : [error instanceof Error ? error.message : 'Signing failed.'];

/**
 * The venue's representative signs as the client does: the same disclosure (its version is recorded), a drawn
 * signature held to the same checks, the fingerprint of the text on screen, and the same request schema; the
 * server refuses it if the text changed meanwhile.
 */
function CountersignForm({
  contract,
  compact,
  sign,
  onClose,
}: {
  contract: TStaffContract;
  compact: boolean;
  sign: ReturnType<typeof useCountersignContract>;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const toast = useToast();
  const [disclosure, setDisclosure] = useState(false);
  const [intent, setIntent] = useState(false);
  const [drawing, setDrawing] = useState<TDrawnSignature | null>(null);
  const [name, setName] = useState(user ? `${user.first_name} ${user.last_name}`.trim() : '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [title, setTitle] = useState('Venue representative');
  const [errors, setErrors] = useState<string[]>([]);
  const analysis = drawing ? analyzeSignature(drawing.stats) : null;

  const submit = async () => {
    if (!drawing || !isSignatureDataValid(drawing.dataUrl)) return setErrors(['Signature is required']);
    if (drawing.stats.complexity < MIN_COMPLEXITY_TO_SUBMIT) return setErrors([SIGNATURE_TOO_SIMPLE]);
    const parsed = ZCountersignContractRequest.safeParse({
      signature_data: drawing.dataUrl,
      signer_name: name,
      signer_title: title,
      signer_email: email,
      verification_method: 'electronic_signature',
      device_fingerprint: await deviceFingerprint(),
      signature_timestamp: new Date().toISOString(),
      screen_resolution: screenResolution(),
      legal_disclosure_accepted: disclosure,
      signature_intent_confirmed: intent,
      consent_version: ESIGN_CONSENT.version,
      content_hash: contract.content_hash,
    });
    if (!parsed.success) return setErrors([...new Set(parsed.error.issues.map((i) => i.message))]);
    setErrors([]);
    try {
      const signed = await sign.mutateAsync({ id: contract.id, body: parsed.data });
      toast({
        severity: 'success',
        title: 'Contract Countersigned',
        message:
          signed.status === 'SIGNED' ? 'Every party has signed: the contract is sealed.' : 'The venue’s signature is recorded; the client’s is still to come.',
      });
      onClose();
    } catch (error) {
      setErrors(messagesOf(error));
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="body2">
            You sign <strong>{contract.template_name}</strong> for <strong>{contract.event.title}</strong> on behalf of the venue, as its company
            representative. Read the contract text on the page before signing.
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            Document fingerprint (SHA-256): {contract.content_hash}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {ESIGN_CONSENT.title}
              </Typography>
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
            control={<Checkbox checked={disclosure} onChange={(e) => (setDisclosure(e.target.checked), setErrors([]))} />}
            label="I have read and agree to use an electronic signature for this contract."
          />
          <SignaturePadField width={compact ? 280 : 500} height={180} value={drawing} onChange={(d) => (setDrawing(d), setErrors([]))} />
          {analysis && (
            <Stack spacing={0.5} role="status">
              {analysis.warnings.length === 0 && <Typography variant="body2">{SIGNATURE_CAPTURED}</Typography>}
              {analysis.warnings.map((w) => (
                <Typography key={w} variant="body2" color="text.secondary">
                  {SIGNATURE_WARNING_TEXTS[w]}
                </Typography>
              ))}
            </Stack>
          )}
          <TextField label="Full name" value={name} onChange={(e) => setName(e.target.value)} required fullWidth autoComplete="name" />
          <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required fullWidth autoComplete="email" />
          <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} fullWidth autoComplete="organization-title" />
          <FormControlLabel
            control={<Checkbox checked={intent} onChange={(e) => (setIntent(e.target.checked), setErrors([]))} />}
            label="I intend to sign this contract electronically on behalf of the venue and agree to be bound by its terms."
          />
          {errors.length > 0 && (
            <Alert severity="error" role="alert">
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={sign.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={sign.isPending}>
          {sign.isPending ? 'Signing...' : 'Countersign'}
        </Button>
      </DialogActions>
    </>
  );
}
