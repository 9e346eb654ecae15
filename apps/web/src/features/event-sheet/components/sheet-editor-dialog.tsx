import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ZEventSheetUpdateRequest, type TEventSheet } from '@venue/shared/staff/event-sheet.schema';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useSaveSheet } from '@/features/event-sheet/api/use-sheet-mutations';

type TRun = { time: string; what: string; who: string };
type TSupplier = { role: string; name: string; phone: string; arrives_at: string; cost: string };
type TErrors = Record<string, string>;

const NO_COORDINATOR = 'none';

/**
 * The venue's rows of the sheet: its run of show, its suppliers and its coordinator. Checked with the shared
 * schema before it is sent; the server's field errors land on the same fields.
 */
export function SheetEditorDialog({ sheet, open, onClose }: { sheet: TEventSheet; open: boolean; onClose: () => void }) {
  const save = useSaveSheet(sheet.event_id);
  const toast = useToast();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [run, setRun] = useState<TRun[]>(sheet.run_of_show);
  const [suppliers, setSuppliers] = useState<TSupplier[]>(sheet.suppliers.map((s) => ({ ...s, cost: s.cost ?? '' })));
  const [coordinator, setCoordinator] = useState(sheet.coordinator ? String(sheet.coordinator.id) : NO_COORDINATOR);
  const [errors, setErrors] = useState<TErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const body = () => ({
    run_of_show: run,
    suppliers: suppliers.map((s) => ({ ...s, cost: s.cost.trim() === '' ? null : s.cost })),
    coordinator_id: coordinator === NO_COORDINATOR ? null : Number(coordinator),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZEventSheetUpdateRequest.safeParse(body());
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      setFormError('Check the highlighted fields.');
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({ severity: 'success', title: 'Event Sheet Saved', message: `The sheet is now version ${saved.version}.` });
        onClose();
      },
      onError: (err) => setFormError(err.message),
    });
  };

  const field = (path: string) => ({ error: !!errors[path], helperText: errors[path], size: 'small' as const, disabled: save.isPending });
  const setRunAt = (i: number, patch: Partial<TRun>) => setRun((rows) => rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const setSupplierAt = (i: number, patch: Partial<TSupplier>) => setSuppliers((rows) => rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="sheet-editor-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="sheet-editor-title">Edit Event Sheet</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField select label="Coordinator" value={coordinator} onChange={(e) => setCoordinator(e.target.value)} {...field('coordinator_id')}>
              <MenuItem value={NO_COORDINATOR}>Not assigned</MenuItem>
              {sheet.coordinator_choices.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>

            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
                Run of show
              </Typography>
              <Stack spacing={1.5}>
                {run.map((r, i) => (
                  <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                    <TextField
                      label="Time"
                      type="time"
                      value={r.time}
                      onChange={(e) => setRunAt(i, { time: e.target.value })}
                      slotProps={{ inputLabel: { shrink: true } }}
                      sx={{ minWidth: 130 }}
                      {...field(`run_of_show.${i}.time`)}
                    />
                    <TextField
                      label="What"
                      value={r.what}
                      onChange={(e) => setRunAt(i, { what: e.target.value })}
                      fullWidth
                      {...field(`run_of_show.${i}.what`)}
                    />
                    <TextField label="Who" value={r.who} onChange={(e) => setRunAt(i, { who: e.target.value })} fullWidth {...field(`run_of_show.${i}.who`)} />
                    <IconButton aria-label={`Remove run of show row ${i + 1}`} onClick={() => setRun((rows) => rows.filter((_, j) => j !== i))}>
                      <Delete />
                    </IconButton>
                  </Stack>
                ))}
                <Button startIcon={<Add />} onClick={() => setRun((rows) => [...rows, { time: '', what: '', who: '' }])} sx={{ alignSelf: 'flex-start' }}>
                  Add Row
                </Button>
              </Stack>
            </Box>

            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
                Suppliers
              </Typography>
              <Stack spacing={1.5}>
                {suppliers.map((s, i) => (
                  <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                    <TextField
                      label="Role"
                      value={s.role}
                      onChange={(e) => setSupplierAt(i, { role: e.target.value })}
                      fullWidth
                      {...field(`suppliers.${i}.role`)}
                    />
                    <TextField
                      label="Name"
                      value={s.name}
                      onChange={(e) => setSupplierAt(i, { name: e.target.value })}
                      fullWidth
                      {...field(`suppliers.${i}.name`)}
                    />
                    <TextField
                      label="Phone"
                      value={s.phone}
                      onChange={(e) => setSupplierAt(i, { phone: e.target.value })}
                      fullWidth
                      {...field(`suppliers.${i}.phone`)}
                    />
                    <TextField
                      label="Arrives"
                      type="time"
                      value={s.arrives_at}
                      onChange={(e) => setSupplierAt(i, { arrives_at: e.target.value })}
                      slotProps={{ inputLabel: { shrink: true } }}
                      sx={{ minWidth: 130 }}
                      {...field(`suppliers.${i}.arrives_at`)}
                    />
                    <TextField
                      label="Cost (internal)"
                      value={s.cost}
                      onChange={(e) => setSupplierAt(i, { cost: e.target.value })}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                      sx={{ minWidth: 140 }}
                      {...field(`suppliers.${i}.cost`)}
                    />
                    <IconButton aria-label={`Remove supplier ${i + 1}`} onClick={() => setSuppliers((rows) => rows.filter((_, j) => j !== i))}>
                      <Delete />
                    </IconButton>
                  </Stack>
                ))}
                <Button
                  startIcon={<Add />}
                  onClick={() => setSuppliers((rows) => [...rows, { role: '', name: '', phone: '', arrives_at: '', cost: '' }])}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Add Supplier
                </Button>
              </Stack>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
