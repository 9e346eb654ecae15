import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSetupItem, TSetupState } from '@venue/shared/staff/setup.schema';
import { Link as RouterLink } from 'react-router';
import { VISUALLY_HIDDEN } from '@/components/visually-hidden';

/** "3 of 5 done": how far the venue is. */
export const setupProgress = (state: TSetupState) => `${state.items.filter((i) => i.done).length} of ${state.items.length} done`;

function SetupItemRow({ item, canEdit }: { item: TSetupItem; canEdit: boolean }) {
  const Icon = item.done ? CheckCircle : RadioButtonUnchecked;
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        <Icon aria-hidden color={item.done ? 'success' : 'action'} sx={{ mt: 0.25 }} />
        <div>
          <Typography sx={{ fontWeight: 600 }}>
            {item.title}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {item.done ? ' (done)' : ' (not done yet)'}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.hint}
          </Typography>
        </div>
      </Stack>
      {canEdit && (
        <Button
          component={RouterLink}
          to={item.to}
          variant={item.done ? 'text' : 'outlined'}
          size="small"
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { xs: 4.5, sm: 0 } }}
        >
          {item.action}
        </Button>
      )}
    </Stack>
  );
}

/** The five items, each ticked or open; admins get a button to the screen that completes it. */
export function SetupChecklist({ state, canEdit }: { state: TSetupState; canEdit: boolean }) {
  return (
    <>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {state.items.map((item) => (
          <SetupItemRow key={item.key} item={item} canEdit={canEdit} />
        ))}
      </Stack>
      {!canEdit && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          An admin completes these steps on each screen.
        </Typography>
      )}
    </>
  );
}
