import Chip from '@mui/material/Chip';

/** Marks what was made through the built-in test gateway: no money moved. */
export function TestChip() {
  return <Chip size="small" variant="outlined" color="secondary" label="Test" title="Made with the test gateway: no money moved" />;
}
