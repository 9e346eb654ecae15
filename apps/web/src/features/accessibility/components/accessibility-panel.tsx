import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { asThemeMode, THEME_MODE_LABELS, THEME_MODES } from '@/components/theme-mode/theme-modes';
import { useAccessibility } from '@/features/accessibility/accessibility-context';
import { FONT_SIZE, fontSizeLabel, stepFontSize, type TAccessibilitySettings } from '@/features/accessibility/accessibility-settings';
import { SettingSwitch } from '@/features/accessibility/components/setting-switch';

const TITLE_ID = 'accessibility-panel-title';

const SHORTCUTS = [
  ['Alt + A', 'Open or close this panel'],
  ['Alt + =', 'Larger text'],
  ['Alt + -', 'Smaller text'],
  ['Alt + C', 'High contrast on or off'],
] as const;

/** The panel's on/off settings, in the spec's order. */
const SWITCHES: { key: Exclude<keyof TAccessibilitySettings, 'fontSize'>; label: string; description: string }[] = [
  { key: 'highContrast', label: 'High contrast', description: 'Near-black text on white, strong borders (Alt + C)' },
  { key: 'reducedMotion', label: 'Reduced motion', description: 'Stops animations and transitions' },
  { key: 'screenReader', label: 'Screen reader mode', description: 'Announces page changes and shortcut results' },
  { key: 'keyboardNavigation', label: 'Keyboard navigation', description: 'Shows an outline on what the keyboard has focused' },
  { key: 'focusRing', label: 'Focus ring', description: 'Makes that outline a thick, two-colour ring' },
];

/** The panel behind the floating button (spec section 2 "Accessibility panel"); a lazy chunk of its own. */
export function AccessibilityPanel({ id }: { id: string }) {
  const { settings, update, reset, panelOpen, setPanelOpen, announce } = useAccessibility();
  const { mode, setMode } = useColorScheme();
  const themeMode = asThemeMode(mode);
  const close = () => setPanelOpen(false);
  const setFontSize = (fontSize: number) => update({ fontSize });

  return (
    <Drawer
      anchor="left"
      open={panelOpen}
      onClose={close}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': TITLE_ID,
          // No elevation overlay: in dark mode it would turn the forest-dark paper grey.
          sx: { width: { xs: '100%', sm: 380 }, maxWidth: '100vw', backgroundImage: 'none' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ flexGrow: 1, fontFamily: 'Georgia, serif' }}>
          Accessibility Settings
        </Typography>
        <IconButton color="inherit" aria-label="Close accessibility settings" onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>

      <Stack spacing={2.5} sx={{ p: 2.5, overflowY: 'auto' }}>
        <Box component="section" aria-labelledby="a11y-font-size-label">
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography id="a11y-font-size-label" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Font size
            </Typography>
            <Typography variant="body2" color="text.secondary" aria-hidden>
              {fontSizeLabel(settings.fontSize)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 0.5 }}>
            <IconButton
              aria-label="Decrease font size"
              disabled={settings.fontSize <= FONT_SIZE.min}
              onClick={() => setFontSize(stepFontSize(settings.fontSize, -1))}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <RemoveIcon />
            </IconButton>
            <Slider
              aria-labelledby="a11y-font-size-label"
              value={settings.fontSize}
              min={FONT_SIZE.min}
              max={FONT_SIZE.max}
              step={FONT_SIZE.step}
              marks={[{ value: 1 }]}
              getAriaValueText={fontSizeLabel}
              valueLabelFormat={fontSizeLabel}
              valueLabelDisplay="auto"
              onChange={(_, value) => setFontSize(value as number)}
            />
            <IconButton
              aria-label="Increase font size"
              disabled={settings.fontSize >= FONT_SIZE.max}
              onClick={() => setFontSize(stepFontSize(settings.fontSize, 1))}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <AddIcon />
            </IconButton>
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="a11y-theme-label">
          <Typography id="a11y-theme-label" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Theme
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            aria-labelledby="a11y-theme-label"
            value={themeMode}
            onChange={(_, next: string | null) => next && setMode(asThemeMode(next))}
          >
            {THEME_MODES.map((value) => (
              <ToggleButton key={value} value={value}>
                {THEME_MODE_LABELS[value]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>

        <Divider />

        <Stack spacing={1.5}>
          {SWITCHES.map(({ key, label, description }) => (
            <SettingSwitch key={key} label={label} description={description} checked={settings[key]} onChange={(on) => update({ [key]: on })} />
          ))}
        </Stack>

        <Button
          variant="outlined"
          startIcon={<RestartAltIcon />}
          onClick={() => {
            reset();
            setMode('system');
            announce('Accessibility settings reset to defaults');
          }}
        >
          Reset to defaults
        </Button>

        <Box component="section" aria-labelledby="a11y-shortcuts-label">
          <Typography id="a11y-shortcuts-label" component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            Keyboard shortcuts
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            {SHORTCUTS.map(([keys, action]) => (
              <Box key={keys} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600, fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {keys}
                </Typography>
                <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                  {action}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Stack>
    </Drawer>
  );
}
