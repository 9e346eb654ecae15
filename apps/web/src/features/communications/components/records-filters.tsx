import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { CATEGORIES, CHANNELS } from '@venue/shared/communications/communication.schema';
import { SearchField } from '@/components/staff/search-field';
import type { TRecordFilters } from '@/features/communications/api/communications.queries';
import { CATEGORY_LABELS, CHANNEL_LABELS, STATUS_FILTERS, STATUS_LABELS } from '@/features/communications/record-labels';

type TFilterPatch = Partial<Omit<TRecordFilters, 'page'>>;

function Select({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (value: string) => void }) {
  return (
    <TextField select size="small" fullWidth={false} label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 140 }}>
      <MenuItem value="">All</MenuItem>
      {options.map(([v, text]) => (
        <MenuItem key={v} value={v}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Spec: search box; channel, type and status filters (each with All); Clear and refresh. */
export function RecordsFilters({
  filters,
  onChange,
  onClear,
  onRefresh,
  refreshing,
}: {
  filters: TRecordFilters;
  onChange: (patch: TFilterPatch) => void;
  onClear: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const active = Boolean(filters.search || filters.channel || filters.category || filters.status);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <SearchField label="Search records" value={filters.search} onSearch={(search) => onChange({ search })} />
      <Select
        label="Channel"
        value={filters.channel}
        options={CHANNELS.map((c) => [c, CHANNEL_LABELS[c]])}
        onChange={(v) => onChange({ channel: v as TRecordFilters['channel'] })}
      />
      <Select
        label="Type"
        value={filters.category}
        options={CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]])}
        onChange={(v) => onChange({ category: v as TRecordFilters['category'] })}
      />
      <Select
        label="Status"
        value={filters.status}
        options={STATUS_FILTERS.map((s) => [s, STATUS_LABELS[s]])}
        onChange={(v) => onChange({ status: v as TRecordFilters['status'] })}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={onClear} disabled={!active}>
          Clear
        </Button>
        <Tooltip title="Refresh">
          <span>
            <IconButton aria-label="Refresh records" onClick={onRefresh} disabled={refreshing}>
              <Refresh />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
