import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { ESIGN_CONSENT } from '@venue/shared/contracts/consent';
import type { TContract } from '@venue/shared/contracts/contract.schema';
import { MIN_COMPLEXITY_TO_SUBMIT } from '@venue/shared/contracts/signature-analysis';
import { isSignatureDataValid, SIGNATURE_INSUFFICIENT, SIGNATURE_TOO_SIMPLE } from '@venue/shared/contracts/signature-data';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { deviceFingerprint, screenResolution } from '@/components/signature/device-evidence';
import { contractDetailQuery } from '@/features/contracts/api/contracts.queries';
import { useSignContract } from '@/features/contracts/api/use-sign-contract';
import { ConfirmStep } from '@/features/contracts/components/signing/confirm-step';
import { DisclosureStep } from '@/features/contracts/components/signing/disclosure-step';
import { ReviewStep } from '@/features/contracts/components/signing/review-step';
import { SIGN_STEPS, stepErrors, type TSignForm } from '@/features/contracts/components/signing/sign-steps';
import { SignatureStep } from '@/features/contracts/components/signing/signature-step';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';

interface TProps {
  /** The list's copy; replaced by a fresh fetch when it arrives (spec section 7). */
  contract: TContract | null;
  onClose: () => void;
  onSigned?: (contract: TContract) => void;
}

/** Mounted only while open, so every opening starts at step 1 with an empty form. */
export function SigningWizardDialog({ contract, onClose, onSigned }: TProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const sign = useSignContract();
  const close = () => {
    if (!sign.isPending) onClose(); // cannot be closed while submitting
  };
  return (
    <Dialog open={contract !== null} onClose={close} fullScreen={small} fullWidth maxWidth="md" aria-labelledby="sign-wizard-title">
      {contract && <WizardBody key={contract.id} listCopy={contract} compact={small} sign={sign} onClose={close} onSigned={onSigned} />}
    </Dialog>
  );
}

function messagesOf(error: unknown): string[] {
  if (isApiError(error)) {
    const fields = Object.values(error.fieldErrors).flat();
    return fields.length ? fields : [error.message];
  }
  return [error instanceof Error ? error.message : 'Signing failed. Please try again.'];
}

interface TBodyProps {
  listCopy: TContract;
  compact: boolean;
  sign: ReturnType<typeof useSignContract>;
  onClose: () => void;
  onSigned?: (contract: TContract) => void;
}

function WizardBody({ listCopy, compact, sign, onClose, onSigned }: TBodyProps) {
  const { user } = useAuth();
  const toast = useToast();
  const fresh = useQuery(contractDetailQuery(listCopy.id));
  const contract = fresh.data ?? listCopy;
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [form, setForm] = useState<TSignForm>(() => ({
    disclosureAccepted: false,
    signature: null,
    name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    email: user?.email ?? '',
    title: '',
    intentConfirmed: false,
  }));

  useEffect(() => {
    // The spec logs a failed detail fetch only; the list's copy stays in use.
    if (fresh.isError) console.error('Could not refresh the contract before signing', fresh.error);
  }, [fresh.isError, fresh.error]);
  const resetSign = sign.reset;
  useEffect(() => resetSign(), [resetSign]); // an earlier failure must not show in a new opening

  const patch = (p: Partial<TSignForm>) => {
    setForm((f) => ({ ...f, ...p }));
    setErrors([]); // the listed problems described the form before this change
  };
  const last = step === SIGN_STEPS.length - 1;

  const next = () => {
    const found = stepErrors(step, form);
    setErrors(found);
    if (found.length === 0) setStep((s) => s + 1);
  };

  const back = () => {
    setErrors([]);
    setStep((s) => s - 1); // the signature step redraws the kept drawing when it mounts again
  };

  const submit = async () => {
    const found = stepErrors(step, form);
    if (found.length) return setErrors(found);
    const signature = form.signature!;
    if (!isSignatureDataValid(signature.dataUrl)) return setErrors([SIGNATURE_INSUFFICIENT]);
    if (signature.stats.complexity < MIN_COMPLEXITY_TO_SUBMIT) return setErrors([SIGNATURE_TOO_SIMPLE]);
    setErrors([]);
    try {
      const signed = await sign.mutateAsync({
        id: contract.id,
        body: {
          signature_data: signature.dataUrl,
          signer_name: form.name.trim(),
          signer_title: form.title.trim(),
          signer_email: form.email.trim(),
          verification_method: 'electronic_signature',
          device_fingerprint: await deviceFingerprint(),
          signature_timestamp: new Date().toISOString(),
          screen_resolution: screenResolution(),
          legal_disclosure_accepted: true,
          signature_intent_confirmed: true,
          consent_version: ESIGN_CONSENT.version,
          content_hash: contract.content_hash,
        },
      });
      toast({ severity: 'success', title: 'Contract Signed', message: `Thank you! Your signature on ${signed.template_name} has been recorded.` });
      onSigned?.(signed);
      onClose();
    } catch (error) {
      setErrors(messagesOf(error));
    }
  };

  return (
    <>
      <DialogTitle id="sign-wizard-title">Sign Contract</DialogTitle>
      <DialogContent dividers>
        <Stepper
          activeStep={step}
          alternativeLabel={!compact}
          orientation="horizontal"
          sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: compact ? 0 : undefined } }}
        >
          {SIGN_STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {compact && (
          <p style={{ margin: '0 0 16px', fontWeight: 600 }}>
            Step {step + 1} of {SIGN_STEPS.length}: {SIGN_STEPS[step]}
          </p>
        )}
        {step === 0 && <ReviewStep contract={contract} />}
        {step === 1 && <DisclosureStep accepted={form.disclosureAccepted} onChange={(v) => patch({ disclosureAccepted: v })} />}
        {step === 2 && <SignatureStep form={form} compact={compact} onChange={patch} />}
        {step === 3 && <ConfirmStep contract={contract} form={form} onChange={patch} />}
        {errors.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={sign.isPending} sx={{ mr: 'auto' }}>
          Cancel
        </Button>
        <Button onClick={back} disabled={step === 0 || sign.isPending}>
          Back
        </Button>
        {last ? (
          <Button variant="contained" onClick={() => void submit()} disabled={sign.isPending}>
            {sign.isPending ? 'Signing...' : 'Complete Signature'}
          </Button>
        ) : (
          <Button variant="contained" onClick={next}>
            Next
          </Button>
        )}
      </DialogActions>
    </>
  );
}
