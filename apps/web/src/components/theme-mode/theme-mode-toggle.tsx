import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import { asThemeMode, nextThemeMode, THEME_MODE_LABELS, type TThemeMode } from '@/components/theme-mode/theme-modes';

const ICONS: Record<TThemeMode, typeof LightModeOutlined> = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: SettingsBrightnessOutlined,
};

/** One button that walks light -> dark -> system; its name says the current mode and the next one. */
export function ThemeModeToggle() {
  const { mode, setMode } = useColorScheme();
  const current = asThemeMode(mode);
  const next = nextThemeMode(current);
  const Icon = ICONS[current];
  const label = `Theme: ${THEME_MODE_LABELS[current]}. Switch to ${THEME_MODE_LABELS[next]}`;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setMode(next)}>
        <Icon />
      </IconButton>
    </Tooltip>
  );
}
