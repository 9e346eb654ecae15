import type { PointGroup } from 'signature_pad';

/** A drawing as the pad recorded it: its strokes, and the size of the pad they were drawn on. */
export interface TPadDrawing {
  strokes: PointGroup[];
  width: number;
  height: number;
}

/**
 * The strokes to redraw when the signature step mounts again (Back from Confirmation), or null when there is
 * nothing to redraw or the pad now has another size (phone <-> desktop): the points are in the old pad's pixels
 * and would land out of place, so that drawing is dropped as before.
 */
export function strokesToRestore(saved: TPadDrawing | null | undefined, width: number, height: number): PointGroup[] | null {
  if (!saved || saved.width !== width || saved.height !== height) return null;
  return saved.strokes.some((group) => group.points.length > 0) ? saved.strokes : null;
}
