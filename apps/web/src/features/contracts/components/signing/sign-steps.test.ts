import { SIGNATURE_TOO_SIMPLE } from '@venue/shared/contracts/signature-data';
import { describe, expect, it } from 'vitest';
import type { TDrawnSignature } from '@/components/signature/signature-pad-field';
import { stepErrors, type TSignForm } from './sign-steps';

const png = `data:image/png;base64,${'iVBORw0KGgo'.repeat(20)}`;
const drawn = (complexity: number): TDrawnSignature => ({
  dataUrl: png,
  stats: { complexity, strokes: 3, durationMs: 2000, averageVelocity: 1 },
  strokes: [],
  width: 500,
  height: 180,
});
const form = (signature: TDrawnSignature | null): TSignForm => ({
  disclosureAccepted: true,
  signature,
  name: 'Maria Santos',
  email: 'maria@example.test',
  title: '',
  intentConfirmed: false,
});

describe('the signature step', () => {
  it.each([
    ['no drawing', null, ['Signature is required']],
    ['a drawing the server would call too simple', drawn(0.29), [SIGNATURE_TOO_SIMPLE]],
    ['a detailed drawing', drawn(0.3), []],
  ])('%s', (_, signature, expected) => {
    expect(stepErrors(2, form(signature))).toEqual(expected);
  });
});
