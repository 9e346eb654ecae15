/**
 * The signing wizard's signature analysis (spec document 2, section 5): confidence starts at 0.5, adds the
 * complexity (at most 0.3) and strokes / 10 (at most 0.2); authentic above 0.4 with 2+ strokes over 1 s.
 */
export interface TStrokeStats {
  /** 0..1, how much the drawing covers and turns. */
  complexity: number;
  strokes: number;
  durationMs: number;
  /** Average pen speed in pixels per millisecond. */
  averageVelocity: number;
}

export type TSignatureWarning = 'too_simple' | 'too_few_strokes' | 'too_quick' | 'too_fast';
export const SIGNATURE_WARNING_TEXTS: Record<TSignatureWarning, string> = {
  too_simple: 'The signature looks very simple.',
  too_few_strokes: 'The signature has fewer than 2 strokes.',
  too_quick: 'The signature was completed in under 1 second.',
  too_fast: 'The signature was drawn very fast.',
};
export const MIN_COMPLEXITY_TO_SUBMIT = 0.3;

/** Said under the pad when the checks found nothing to warn of (no score is shown). */
export const SIGNATURE_CAPTURED = 'Signature captured.';

export function analyzeSignature(s: TStrokeStats): { confidence: number; authentic: boolean; warnings: TSignatureWarning[] } {
  const confidence = Math.min(1, 0.5 + Math.min(s.complexity, 0.3) + Math.min(s.strokes / 10, 0.2));
  const warnings: TSignatureWarning[] = [];
  if (s.complexity < 0.2) warnings.push('too_simple');
  if (s.strokes < 2) warnings.push('too_few_strokes');
  if (s.durationMs < 1000) warnings.push('too_quick');
  if (s.averageVelocity > 10) warnings.push('too_fast');
  return { confidence: Math.round(confidence * 1000) / 1000, authentic: confidence > 0.4 && s.strokes >= 2 && s.durationMs > 1000, warnings };
}

/** Complexity of a drawing from its points: bounding-box coverage and direction changes, 0..1. */
export function strokeComplexity(strokes: readonly { x: number; y: number }[][], width: number, height: number): number {
  const points = strokes.flat();
  if (points.length < 2) return 0;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const coverage = ((Math.max(...xs) - Math.min(...xs)) / width) * 0.5 + ((Math.max(...ys) - Math.min(...ys)) / height) * 0.5;
  let turns = 0;
  for (const stroke of strokes) {
    for (let i = 2; i < stroke.length; i++) {
      const a = Math.atan2(stroke[i - 1]!.y - stroke[i - 2]!.y, stroke[i - 1]!.x - stroke[i - 2]!.x);
      const b = Math.atan2(stroke[i]!.y - stroke[i - 1]!.y, stroke[i]!.x - stroke[i - 1]!.x);
      if (Math.abs(a - b) > Math.PI / 4) turns++;
    }
  }
  return Math.min(1, coverage * 0.6 + Math.min(turns / 30, 1) * 0.4);
}
