import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TStrokeStats } from '@venue/shared/contracts/signature-analysis';
import SignaturePad from 'signature_pad';
import { useEffect, useId, useRef, useState } from 'react';
import { strokesToRestore, type TPadDrawing } from '@/components/signature/signature-restore';
import { strokeStats } from '@/components/signature/signature-stats';

/** The PNG and its analysis, plus the strokes themselves so the pad can redraw them after Back. */
export interface TDrawnSignature extends TPadDrawing {
  dataUrl: string;
  stats: TStrokeStats;
}

interface TProps {
  width: number;
  height: number;
  /** The drawing kept by the wizard: redrawn when the pad mounts again if it was drawn at this size. */
  value: TDrawnSignature | null;
  onChange: (signature: TDrawnSignature | null) => void;
}

/**
 * signature_pad with the spec's pen (section 9: width 1 to 3, throttle 16 ms, points at least 5 px apart). The
 * canvas backing store follows the screen's pixel ratio so the PNG is sharp on phones. The client's signing
 * wizard and the venue's countersignature both draw with it, so both signatures are measured the same way.
 */
export function SignaturePadField({ width, height, value, onChange }: TProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  const valueRef = useRef(value);
  const [touched, setTouched] = useState(false);
  const [empty, setEmpty] = useState(true);
  const id = useId();

  useEffect(() => {
    onChangeRef.current = onChange;
    valueRef.current = value;
  }, [onChange, value]);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    canvas.getContext('2d')!.scale(ratio, ratio);
    // A white background, so the PNG stays readable when printed on the signed PDF.
    const pad = new SignaturePad(canvas, { minWidth: 1, maxWidth: 3, throttle: 16, minDistance: 5, backgroundColor: 'rgb(255,255,255)', penColor: '#1a1a2e' });
    pad.clear();
    padRef.current = pad;
    // Back from Confirmation mounts the pad again: redraw the kept strokes, and the kept PNG and analysis still
    // describe them. A first mount, or a width change between phone and desktop, starts blank instead.
    const kept = strokesToRestore(valueRef.current, width, height);
    if (kept) {
      pad.fromData(kept);
      setEmpty(false);
    } else {
      setEmpty(true);
      onChangeRef.current(null);
    }
    const report = () => {
      setTouched(true);
      setEmpty(pad.isEmpty());
      // A copy: the pad keeps appending to its own list as the user draws on.
      const strokes = [...pad.toData()];
      onChangeRef.current(pad.isEmpty() ? null : { dataUrl: pad.toDataURL('image/png'), stats: strokeStats(strokes, width, height), strokes, width, height });
    };
    pad.addEventListener('endStroke', report);
    return () => {
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, [width, height]);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    onChangeRef.current(null);
  };

  const missing = touched && empty;
  return (
    <Stack spacing={1}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p">
        Draw your signature *
      </Typography>
      <Box
        sx={{
          width,
          maxWidth: '100%',
          border: 2,
          borderStyle: 'dashed',
          borderColor: missing ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          overflow: 'hidden',
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-help`}
          data-testid="signature-canvas"
          style={{ width, height, display: 'block', touchAction: 'none', cursor: 'crosshair' }}
        />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <FormHelperText id={`${id}-help`} error={missing} sx={{ m: 0 }}>
          {missing ? 'Signature is required' : 'Use your mouse, finger or stylus.'}
        </FormHelperText>
        <Button size="small" onClick={clear} disabled={empty}>
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
