import { changePasswordStrength, type TChangeStrengthLabel } from '@venue/shared/accounts/password-strength';
import { StrengthMeter, type TStrengthTone } from '@/components/forms/strength-meter';

const TONES: Record<TChangeStrengthLabel, TStrengthTone> = { Weak: 'error', Fair: 'warning', Good: 'info', Strong: 'success' };

/** The Change Password dialog's meter: a 0-100 score, labels Weak to Strong. */
export function ChangePasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null; // nothing to rate until the user types
  const { score, label } = changePasswordStrength(password);
  return <StrengthMeter percent={score} label={label} tone={TONES[label]} />;
}
