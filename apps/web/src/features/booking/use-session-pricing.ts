import { fallbackPricing } from '@venue/shared/booking/pricing';
import type { TPricingResult } from '@venue/shared/booking/session.schema';
import { PRICING_DEBOUNCE_MS } from '@venue/shared/booking/steps';
import { useEffect, useRef, useState } from 'react';
import { useCalculatePricing } from '@/features/booking/api/use-calculate-pricing';
import { dataOfType, useWizard } from '@/features/booking/wizard-context';

type TLine = { name?: string; price?: string; quantity: number; product_id: number };

/**
 * The pricing step's figures: the server's, refreshed 300 ms after the step opens or a code is applied. Only when
 * that call fails does the browser add up its own copies with 12 % tax (spec's degraded display, flagged).
 */
export function useSessionPricing() {
  const { session, flow, sessionId } = useWizard();
  const calculate = useCalculatePricing(sessionId);
  const [code, setCode] = useState<string | undefined>(undefined);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  /** From Apply until the server has priced the code: the debounce and the call, when the figures are not the code's yet. */
  const [applying, setApplying] = useState(false);
  const { mutate, isPending } = calculate;
  // The code last sent (null: none yet). One call at a time: a code applied while the step's first pricing is on
  // its way is sent once that answer is in, so an older answer can never land after the code's and undo it.
  const sent = useRef<string | undefined | null>(null);

  useEffect(() => {
    if (isPending || sent.current === code) return;
    const timer = window.setTimeout(() => {
      sent.current = code;
      mutate(code, {
        onSuccess: () => (setFailed(false), setCodeError(null)),
        onError: (e) => (code ? setCodeError(e.message) : setFailed(true)),
        onSettled: () => setApplying(false),
      });
    }, PRICING_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [code, mutate, isPending]);

  let pricing: TPricingResult = session.pricing;
  if (failed) {
    const lines = [
      ...((dataOfType(session, flow, 'package_selection').selected_packages as TLine[] | undefined) ?? []),
      ...((dataOfType(session, flow, 'addon_selection').selected_addons as TLine[] | undefined) ?? []),
    ].filter((l) => l.quantity > 0 && l.price);
    const local = fallbackPricing(lines.map((l) => ({ price: l.price!, quantity: l.quantity })));
    pricing = { ...session.pricing, ...local, discount: '0.00', discount_details: null, line_items: [] };
  }
  const applyCode = (next: string) => {
    if (next === code) return;
    setApplying(true);
    setCode(next);
  };
  // The code's figures reach this hook through the session query, which may re-render after `applying` has dropped:
  // the code counts as applied only once the figures on hand are the code's.
  const codeShown = failed || code === undefined || (pricing.discount_details?.code ?? '').toUpperCase() === code.toUpperCase();
  return { pricing, failed, applyCode, codeError, applying: applying || (!codeError && !codeShown) };
}
