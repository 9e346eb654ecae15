import type { TPaymentMethod } from '@venue/shared/payments/methods.schema';

type TMethodFacts = Pick<TPaymentMethod, 'type_display' | 'last_four' | 'nickname' | 'is_default'>;

/**
 * Spec section 4: deleting the default method, or the only one, needs a typed confirmation, since the next
 * payment would then have nothing to fall back on. Anything else needs a plain confirmation.
 */
export const needsTypedConfirmation = (method: Pick<TMethodFacts, 'is_default'>, methodCount: number) => method.is_default || methodCount <= 1;

/** The exact text: DELETE and the type with the masked last four, else the nickname, else the type. */
export function deleteConfirmationText(method: TMethodFacts): string {
  const nickname = method.nickname.trim();
  const name = method.last_four ? `${method.type_display} •••• ${method.last_four}` : nickname || method.type_display;
  return `DELETE ${name}`;
}

/** Typed exactly, apart from spaces around it (a paste often brings a trailing one). */
export const confirmationMatches = (typed: string, expected: string) => typed.trim() === expected;
