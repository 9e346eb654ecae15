import { strokeComplexity, type TStrokeStats } from '@venue/shared/contracts/signature-analysis';

interface TPoint {
  x: number;
  y: number;
  time: number;
}

/**
 * The analysis inputs from the pad's point groups: one stroke per group, duration from the first to the last
 * point, and average speed as the drawn path length over that duration (pixels per millisecond).
 */
export function strokeStats(groups: readonly { points: readonly TPoint[] }[], width: number, height: number): TStrokeStats {
  const strokes = groups.map((g) => g.points.map((p) => ({ x: p.x, y: p.y, time: p.time })));
  const all = strokes.flat();
  if (all.length === 0) return { complexity: 0, strokes: 0, durationMs: 0, averageVelocity: 0 };
  const times = all.map((p) => p.time);
  const durationMs = Math.max(...times) - Math.min(...times);
  let length = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i++) length += Math.hypot(stroke[i]!.x - stroke[i - 1]!.x, stroke[i]!.y - stroke[i - 1]!.y);
  }
  return {
    complexity: strokeComplexity(strokes, width, height),
    strokes: strokes.length,
    durationMs,
    // A single tap has no duration; it then counts as not moving rather than infinitely fast.
    averageVelocity: durationMs > 0 ? length / durationMs : 0,
  };
}
