import { EMAIL_PATTERN } from '@venue/shared/accounts/fields';
import { MIN_COMPLEXITY_TO_SUBMIT } from '@venue/shared/contracts/signature-analysis';
import { isSignatureDataValid, SIGNATURE_TOO_SIMPLE } from '@venue/shared/contracts/signature-data';
import type { TDrawnSignature } from '@/components/signature/signature-pad-field';

export const SIGN_STEPS = ['Review contract', 'Legal disclosure', 'Signature capture', 'Confirmation'] as const;

export interface TSignForm {
  disclosureAccepted: boolean;
  signature: TDrawnSignature | null;
  name: string;
  email: string;
  title: string;
  intentConfirmed: boolean;
}

/** Spec section 5 "Signing": what blocks Next (or Complete Signature) on each step. */
export function stepErrors(step: number, form: TSignForm): string[] {
  const errors: string[] = [];
  if (step === 1 && !form.disclosureAccepted) errors.push('Please accept the electronic signature disclosure to continue.');
  if (step === 2) {
    if (!form.signature || !isSignatureDataValid(form.signature.dataUrl)) errors.push('Signature is required');
    // Refused here, at the pad, rather than after the confirmation step: the server would refuse it too.
    else if (form.signature.stats.complexity < MIN_COMPLEXITY_TO_SUBMIT) errors.push(SIGNATURE_TOO_SIMPLE);
    if (!form.name.trim()) errors.push('Full name is required');
    if (!form.email.trim()) errors.push('Email is required');
    else if (!EMAIL_PATTERN.test(form.email.trim())) errors.push('Please enter a valid email address');
  }
  if (step === 3 && !form.intentConfirmed) errors.push('Please confirm that you intend to sign this contract.');
  return errors;
}
