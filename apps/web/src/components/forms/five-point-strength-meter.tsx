import { fivePointStrength } from '@venue/shared/accounts/password-strength';
import { StrengthMeter, type TStrengthTone } from '@/components/forms/strength-meter';

const TONES: TStrengthTone[] = ['error', 'error', 'warning', 'info', 'success', 'success'];

/** The register, reset and invitation meter: five checks, labels Very Weak to Very Strong. */
export function FivePointStrengthMeter({ password }: { password: string }) {
  if (!password) return null; // an empty field would show "Very Weak" before the user typed anything
  const { score, label } = fivePointStrength(password);
  return <StrengthMeter percent={(score / 5) * 100} label={label} tone={TONES[score] ?? 'error'} />;
}
