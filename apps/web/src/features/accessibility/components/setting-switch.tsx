import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** A labelled on/off row: the switch's name is the label, its description is read after it. */
export function SettingSwitch({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <label htmlFor={id} style={{ cursor: 'pointer', flex: 1 }}>
        <Typography component="span" id={`${id}-label`} sx={{ display: 'block', fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="span" id={`${id}-description`} variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {description}
        </Typography>
      </label>
      <Switch
        id={id}
        checked={checked}
        onChange={(_, value) => onChange(value)}
        slotProps={{ input: { role: 'switch', 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-description` } }}
      />
    </Stack>
  );
}
