import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { REQUIRED_STEP_TYPES, STEP_TYPE_LABELS, type TFlowChoices } from '@venue/shared/staff/booking-flows.schema';
import { useId } from 'react';
import { SwitchSetting, TextSetting } from '@/features/staff-booking-flows/components/setting-fields';
import { StepSettings } from '@/features/staff-booking-flows/components/step-settings';
import type { TDraftStep } from '@/features/staff-booking-flows/flow-form';

interface TProps {
  step: TDraftStep;
  index: number;
  count: number;
  open: boolean;
  onOpen: (open: boolean) => void;
  onChange: (next: TDraftStep) => void;
  onMove: (by: -1 | 1) => void;
  /** This step's problems by field (`name`, `step_type` or a configuration key). */
  problems: Record<string, string>;
  readOnly: boolean;
  choices: TFlowChoices;
  eventType: number;
}

/** One step of the flow: its place, on or off, and (opened) its name, description and configuration. */
export function StepCard({ step, index, count, open, onOpen, onChange, onMove, problems, readOnly, choices, eventType }: TProps) {
  const label = STEP_TYPE_LABELS[step.step_type];
  const required = REQUIRED_STEP_TYPES.includes(step.step_type);
  const panelId = useId();
  const problemCount = Object.keys(problems).length;
  const set = (patch: Partial<TDraftStep>) => onChange({ ...step, ...patch });
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      sx={{ p: { xs: 1.5, sm: 2 }, borderColor: problemCount > 0 ? 'error.main' : undefined, opacity: step.is_enabled ? 1 : 0.85 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {index + 1}. {label}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {step.name.trim() && step.name !== label ? `Shown as “${step.name}”` : step.is_enabled ? 'Visitors see this step' : 'Not shown to visitors'}
            {step.is_enabled && step.is_skippable ? ' · can be skipped' : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', flexShrink: 0 }}>
          <FormControlLabel
            sx={{ mr: 1 }}
            label={step.is_enabled ? 'On' : 'Off'}
            control={
              <Switch
                checked={step.is_enabled}
                // A required step can be turned on, never off: without it a booking cannot be taken.
                disabled={readOnly || (required && step.is_enabled)}
                onChange={(e) => set({ is_enabled: e.target.checked })}
                slotProps={{ input: { 'aria-label': `${label} step on` } }}
              />
            }
          />
          {!readOnly && (
            <>
              <IconButton aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(-1)}>
                <ArrowUpward />
              </IconButton>
              <IconButton aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
                <ArrowDownward />
              </IconButton>
            </>
          )}
          <Button
            size="small"
            onClick={() => onOpen(!open)}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={`${label} settings`}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
          >
            Settings
          </Button>
        </Stack>
      </Stack>
      {required && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          Needed to take a booking, so it stays on.
        </Typography>
      )}
      {problemCount > 0 && !open && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problemCount === 1 ? 'One thing to fix in this step.' : `${problemCount} things to fix in this step.`}
        </Alert>
      )}
      {problems.step_type && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problems.step_type}
        </Alert>
      )}
      <Collapse in={open} unmountOnExit>
        <Box id={panelId} role="group" aria-label={`${label} settings`} sx={{ pt: 2 }}>
          <Grid container spacing={2}>
            <TextSetting
              label="Name"
              value={step.name}
              onChange={(v) => set({ name: v })}
              readOnly={readOnly}
              error={problems.name}
              help="Shown to visitors as the step’s title."
              required
            />
            <TextSetting
              label="Description"
              value={step.description}
              onChange={(v) => set({ description: v })}
              readOnly={readOnly}
              error={problems.description}
              multiline
            />
            {!required && (
              <SwitchSetting label="Visitors may skip this step" checked={step.is_skippable} onChange={(v) => set({ is_skippable: v })} readOnly={readOnly} />
            )}
            <StepSettings
              step={step}
              set={(patch) => set({ configuration: { ...step.configuration, ...patch } })}
              problems={problems}
              readOnly={readOnly}
              choices={choices}
              eventType={eventType}
            />
          </Grid>
        </Box>
      </Collapse>
    </Paper>
  );
}
