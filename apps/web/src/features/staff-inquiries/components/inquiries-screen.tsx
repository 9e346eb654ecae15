import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { venueDay } from '@venue/shared/dates';
import { INQUIRY_SOURCE_TEXT, INQUIRY_SOURCES, type TInquiry, type TInquirySource, type TInquiryStage } from '@venue/shared/staff/inquiry.schema';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { PageHeading } from '@/components/staff/page-heading';
import { inquiriesQuery, inquiryFiguresQuery } from '@/features/staff-inquiries/api/staff-inquiries.queries';
import { useUpdateInquiry } from '@/features/staff-inquiries/api/use-inquiry-mutations';
import { InquiryBoard } from '@/features/staff-inquiries/components/inquiry-board';
import { InquiryFigures } from '@/features/staff-inquiries/components/inquiry-figures';
import { InquiryFormDialog } from '@/features/staff-inquiries/components/inquiry-form-dialog';
import { InquiryList } from '@/features/staff-inquiries/components/inquiry-list';
import { LostReasonDialog } from '@/features/staff-inquiries/components/lost-reason-dialog';

const FILTER_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** /staff/inquiries: every inquiry on its way to a booking, as a board by stage or a list, with the last 90 days' figures. */
export function InquiriesScreen() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<TInquirySource | ''>('');
  const [mine, setMine] = useState(false);
  const [adding, setAdding] = useState(false);
  const [losing, setLosing] = useState<TInquiry | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const list = useQuery(inquiriesQuery({ search: deferredSearch || undefined, source: source || undefined, owner: mine ? 'me' : undefined }));
  const figures = useQuery(inquiryFiguresQuery());
  const update = useUpdateInquiry();
  const toast = useToast();
  const today = venueDay();

  const move = (inquiry: TInquiry, stage: TInquiryStage, lostReason?: string) =>
    update.mutate(
      { id: inquiry.id, body: { stage, ...(lostReason ? { lost_reason: lostReason } : {}) } },
      {
        onSuccess: (saved) => {
          setLosing(null);
          toast({ severity: 'success', title: 'Inquiry Moved', message: `${saved.name} is in ${saved.stage_display}.` });
        },
        onError: (e) => toast({ severity: 'error', title: 'Not Moved', message: e.message }),
      },
    );
  const onMove = (inquiry: TInquiry, stage: TInquiryStage) => (stage === 'LOST' ? setLosing(inquiry) : move(inquiry, stage));

  return (
    <>
      <PageHeading
        title="Inquiries"
        subtitle="Everyone who asked about the venue, from first contact to a booking."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            New Inquiry
          </Button>
        }
      />
      {figures.data && <InquiryFigures figures={figures.data} />}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            label="Search"
            placeholder="Name, e-mail, phone or notes"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            size="small"
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label="Source"
            value={source}
            onChange={(e) => setSource(e.target.value as TInquirySource | '')}
            size="small"
            slotProps={FILTER_SLOTS}
            sx={{ width: { xs: '100%', md: 200 }, flexShrink: 0 }}
          >
            <MenuItem value="">All sources</MenuItem>
            {INQUIRY_SOURCES.map((s) => (
              <MenuItem key={s} value={s}>
                {INQUIRY_SOURCE_TEXT[s]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Switch checked={mine} onChange={(e) => setMine(e.target.checked)} />} label="Only mine" />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_, next: string | null) =>
              next && setParams((p) => (next === 'list' ? (p.set('view', 'list'), p) : (p.delete('view'), p)), { replace: true })
            }
            aria-label="Show as"
          >
            <ToggleButton value="board">Board</ToggleButton>
            <ToggleButton value="list">List</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Paper>
      <QueryState query={list} loading="Loading inquiries..." error={loadError('the inquiries')}>
        {(data) =>
          view === 'list' ? (
            <InquiryList inquiries={data.results} today={today} />
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Drag a card by its handle to move it, or focus the handle and use Space and the arrow keys. A quote sent, a deposit paid or a contract signed
                moves a card by itself.
              </Typography>
              <InquiryBoard inquiries={data.results} today={today} onMove={onMove} />
            </>
          )
        }
      </QueryState>
      {adding && <InquiryFormDialog inquiry={null} onClose={() => setAdding(false)} />}
      {losing && (
        <LostReasonDialog name={losing.name} pending={update.isPending} onConfirm={(reason) => move(losing, 'LOST', reason)} onClose={() => setLosing(null)} />
      )}
    </>
  );
}
