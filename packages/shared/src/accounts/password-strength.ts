/**
 * The two strength scales of spec document 1, section 5. The five-point meter is shown on the register,
 * reset and invitation screens; the 100-point score gates a password change (at least 40).
 */
export type TStrengthLabel = 'Very Weak' | 'Weak' | 'Good' | 'Strong' | 'Very Strong';

const checks = (p: string) => ({
  length: p.length >= 8,
  lower: /[a-z]/.test(p),
  upper: /[A-Z]/.test(p),
  digit: /\d/.test(p),
  special: /[^A-Za-z0-9]/.test(p),
});

export function fivePointStrength(password: string): { score: number; label: TStrengthLabel } {
  const score = Object.values(checks(password)).filter(Boolean).length;
  const labels: TStrengthLabel[] = ['Very Weak', 'Very Weak', 'Weak', 'Good', 'Strong', 'Very Strong'];
  return { score, label: labels[score] ?? 'Very Weak' };
}

export type TChangeStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';
export const MIN_CHANGE_PASSWORD_SCORE = 40;

export function changePasswordStrength(password: string): { score: number; label: TChangeStrengthLabel } {
  const c = checks(password);
  let score = 0;
  if (password.length >= 8) score += 25;
  if (password.length >= 12) score += 25;
  if (c.lower && c.upper) score += 20;
  if (c.digit) score += 15;
  if (c.special) score += 15;
  const label: TChangeStrengthLabel = score < 40 ? 'Weak' : score < 60 ? 'Fair' : score < 80 ? 'Good' : 'Strong';
  return { score, label };
}

/** Plain-language hints returned by the reset call as password_feedback. */
export function passwordFeedback(password: string): string[] {
  const c = checks(password);
  const out: string[] = [];
  if (!c.length) out.push('Use at least 8 characters.');
  if (!c.upper || !c.lower) out.push('Mix upper and lower case letters.');
  if (!c.digit) out.push('Add a number.');
  if (!c.special) out.push('Add a special character.');
  return out;
}
