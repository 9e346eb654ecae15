import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { strokeComplexity, type TStrokeStats } from '@venue/shared/contracts/signature-analysis';
import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';

export interface TDrawing {
  dataUrl: string;
  stats: TStrokeStats;
}

/** The shared analysis inputs from the pad's strokes (the client's wizard measures the same way). */
function statsOf(pad: SignaturePad, width: number, height: number): TStrokeStats {
  const strokes = pad.toData().map((g) => g.points.map((p) => ({ x: p.x, y: p.y, time: p.time })));
  const points = strokes.flat();
  if (points.length === 0) return { complexity: 0, strokes: 0, durationMs: 0, averageVelocity: 0 };
  const durationMs = Math.max(...points.map((p) => p.time)) - Math.min(...points.map((p) => p.time));
  let length = 0;
  for (const s of strokes) for (let i = 1; i < s.length; i++) length += Math.hypot(s[i]!.x - s[i - 1]!.x, s[i]!.y - s[i - 1]!.y);
  return {
    complexity: strokeComplexity(strokes, width, height),
    strokes: strokes.length,
    durationMs,
    averageVelocity: durationMs > 0 ? length / durationMs : 0,
  };
}

/**
 * A compact signature pad for the venue's countersignature: signature_pad with the wizard's pen (width 1 to 3,
 * 16 ms throttle, points 5 px apart) on a white background, so the PNG reads on the signed PDF.
 */
export function StaffSignaturePad({ width, height, onChange }: { width: number; height: number; onChange: (drawing: TDrawing | null) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    canvas.getContext('2d')!.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { minWidth: 1, maxWidth: 3, throttle: 16, minDistance: 5, backgroundColor: 'rgb(255,255,255)', penColor: '#1a1a2e' });
    pad.clear();
    padRef.current = pad;
    onChangeRef.current(null);
    const report = () => onChangeRef.current(pad.isEmpty() ? null : { dataUrl: pad.toDataURL('image/png'), stats: statsOf(pad, width, height) });
    pad.addEventListener('endStroke', report);
    return () => {
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, [width, height]);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <Stack spacing={1}>
      <Typography id="countersign-pad-label" variant="subtitle2" component="p">
        Draw your signature *
      </Typography>
      <Box sx={{ width, maxWidth: '100%', border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', overflow: 'hidden' }}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-labelledby="countersign-pad-label"
          aria-describedby="countersign-pad-help"
          data-testid="signature-canvas"
          style={{ width, height, display: 'block', touchAction: 'none', cursor: 'crosshair' }}
        />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <FormHelperText id="countersign-pad-help" sx={{ m: 0 }}>
          Use your mouse, finger or stylus.
        </FormHelperText>
        <Button size="small" onClick={clear}>
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
