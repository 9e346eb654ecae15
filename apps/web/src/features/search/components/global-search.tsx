import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useCallback, useState } from 'react';
import { SearchDialog } from '@/features/search/components/search-dialog';
import { useSearchHotkey } from '@/features/search/use-search-hotkey';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The top bar's search button (wide with its shortcut on larger screens, an icon on phones) and its dialog. */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  useSearchHotkey(show);
  const shortcut = isMac ? '⌘K' : 'Ctrl+K';

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<Search />}
        onClick={show}
        aria-keyshortcuts="Control+K Meta+K"
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, borderColor: 'rgba(255,255,255,0.5)', mr: 1, fontWeight: 500 }}
      >
        Search&nbsp;<span style={{ opacity: 0.8, fontSize: '0.8em' }}>({shortcut})</span>
      </Button>
      <IconButton color="inherit" aria-label="Search" onClick={show} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <Search />
      </IconButton>
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
