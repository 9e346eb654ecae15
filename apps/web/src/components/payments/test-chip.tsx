import { ToneChip } from '@/components/feedback/tone-chip';

/** Marks what was made through the built-in test gateway: no money moved. Warning tone, AA contrast (ToneChip). */
export function TestChip() {
  return <ToneChip size="small" variant="outlined" color="warning" label="Test" title="Made with the test gateway: no money moved" />;
}
