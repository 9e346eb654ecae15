import type { PointGroup } from 'signature_pad';
import { describe, expect, it } from 'vitest';
import { strokesToRestore, type TPadDrawing } from '@/components/signature/signature-restore';

const stroke = (n: number): PointGroup => ({
  dotSize: 0,
  minWidth: 1,
  maxWidth: 3,
  penColor: '#1a1a2e',
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over',
  points: Array.from({ length: n }, (_, i) => ({ x: 10 + i * 6, y: 20 + i, pressure: 0.5, time: 1000 + i * 16 })),
});
const drawing = (strokes: PointGroup[], width = 500, height = 200): TPadDrawing => ({ strokes, width, height });

describe('strokesToRestore', () => {
  it('gives back the strokes of a drawing made on a pad of the same size', () => {
    const strokes = [stroke(5), stroke(3)];
    expect(strokesToRestore(drawing(strokes), 500, 200)).toBe(strokes);
  });

  it.each([
    ['no drawing', null, 500, 200],
    ['strokes with no points', drawing([stroke(0)]), 500, 200],
    ['no strokes', drawing([]), 500, 200],
    ['a narrower pad (desktop to phone)', drawing([stroke(5)], 500), 300, 200],
    ['a wider pad (phone to desktop)', drawing([stroke(5)], 300), 500, 200],
    ['a taller pad', drawing([stroke(5)]), 500, 300],
  ])('gives nothing for %s', (_name, saved, width, height) => {
    expect(strokesToRestore(saved, width, height)).toBeNull();
  });
});
