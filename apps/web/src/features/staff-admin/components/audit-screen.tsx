import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TAuditEntry } from '@venue/shared/staff/admin.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { PageHeading } from '@/components/staff/page-heading';
import { Pager } from '@/components/staff/pager';
import { SearchField } from '@/components/staff/search-field';
import { ResponsiveTable, type TColumn } from '@/components/tables/responsive-table';
import { formatInstant, fullName } from '@/components/staff/staff-format';
import { titleCase } from '@/lib/title-case';
import { auditActionText as actionText, auditStatusChange } from '@venue/shared/staff/audit-labels';
import { AUDIT_PAGE_SIZE, auditQuery, teamQuery, type TAuditFilters } from '@/features/staff-admin/api/staff-admin.queries';
import { AuditChange } from '@/features/staff-admin/components/audit-change';
import { useAddressParams } from '@/lib/use-address-params';

/** The kinds of object the server audits (recordAudit calls); a free filter would mostly find nothing. */
const OBJECT_TYPES = [
  'event',
  'task',
  'note',
  'document',
  'feedback',
  'invitation',
  'user',
  'quote',
  'contract',
  'contract_template',
  'product',
  'discount',
  'payment_settings',
  'facility',
  'event_type',
  'booking_flow',
  'communication_template',
  'invoice',
  'payment',
  'privacy_request',
  'questionnaire',
];

/** The entry's columns; `open` holds the entries whose changes are shown, `toggle` shows or hides one's. */
function auditColumns(open: ReadonlySet<number>, toggle: (id: number) => void): TColumn<TAuditEntry>[] {
  return [
    {
      header: 'Changes',
      headerHidden: true,
      padding: 'checkbox',
      card: 'actions',
      cell: (entry, layout) => {
        const shown = open.has(entry.id);
        const props = {
          'aria-label': `${shown ? 'Hide' : 'Show'} changes: ${actionText(entry.action)}, ${entry.object_label || titleCase(entry.object_type)}, ${formatInstant(entry.created_at)}`,
          'aria-expanded': shown,
          'aria-controls': `audit-${entry.id}`,
          onClick: () => toggle(entry.id),
        };
        return layout === 'card' ? (
          <Button size="small" startIcon={shown ? <ExpandLess /> : <ExpandMore />} {...props}>
            {shown ? 'Hide changes' : 'Show changes'}
          </Button>
        ) : (
          <IconButton {...props}>{shown ? <ExpandLess /> : <ExpandMore />}</IconButton>
        );
      },
    },
    { header: 'When', cell: (entry) => formatInstant(entry.created_at), sx: { whiteSpace: 'nowrap' } },
    {
      header: 'Who',
      cell: (entry) => (
        <>
          {entry.actor_name}
          <Typography variant="body2" color="text.secondary">
            {titleCase(entry.actor_role)}
            {entry.ip ? ` · ${entry.ip}` : ''}
          </Typography>
        </>
      ),
    },
    {
      header: 'Action',
      card: 'title',
      cell: (entry) => {
        const statusChange = auditStatusChange(entry.object_type, entry.before, entry.after);
        return (
          <>
            {actionText(entry.action)}
            {statusChange && (
              <Typography variant="body2" color="text.secondary">
                {statusChange}
              </Typography>
            )}
          </>
        );
      },
    },
    {
      header: 'Object',
      sx: { overflowWrap: 'anywhere' },
      cell: (entry) => (
        <>
          {entry.object_label || titleCase(entry.object_type)}
          {entry.object_label && (
            <Typography variant="body2" color="text.secondary">
              {titleCase(entry.object_type)}
            </Typography>
          )}
        </>
      ),
    },
  ];
}

/** An entry's before and after, folded away until asked for; the box is there while closed for aria-controls. */
function AuditDetail({ entry, open }: { entry: TAuditEntry; open: boolean }) {
  return (
    <Box id={`audit-${entry.id}`}>
      <Collapse in={open} unmountOnExit>
        {/* A wide change can scroll sideways on a phone: the frame takes the keyboard's focus to scroll it too. */}
        <Box role="region" aria-label="Changes" tabIndex={0} sx={{ py: 1.5, overflowX: 'auto' }}>
          <AuditChange objectType={entry.object_type} before={entry.before} after={entry.after} />
        </Box>
      </Collapse>
    </Box>
  );
}

/** Every staff and admin write, newest first, filterable by object and by who made it (?object_type=&object_id=&actor=). */
export function AuditScreen() {
  const [params, setParams] = useAddressParams();
  const actor = Number(params.get('actor'));
  const filters: TAuditFilters = {
    object_type: params.get('object_type') || undefined,
    object_id: params.get('object_id') || undefined,
    actor: Number.isInteger(actor) && actor > 0 ? actor : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const audit = useQuery(auditQuery(filters));
  const team = useQuery(teamQuery());
  const set = (key: string, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  const filtered = !!(filters.object_type || filters.object_id || filters.actor);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = auditColumns(open, toggle);

  return (
    <>
      <PageHeading title="Audit Log" subtitle="Every write by the venue's staff and admins, with the object before and after." />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} role="search" aria-label="Filter the audit log">
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Object"
          value={filters.object_type ?? ''}
          onChange={(e) => set('object_type', e.target.value || undefined)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All objects</MenuItem>
          {OBJECT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {titleCase(t)}
            </MenuItem>
          ))}
        </TextField>
        <SearchField label="Object ID or e-mail" value={filters.object_id ?? ''} onSearch={(text) => set('object_id', text || undefined)} />
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Done by"
          value={filters.actor ? String(filters.actor) : ''}
          onChange={(e) => set('actor', e.target.value || undefined)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Anyone</MenuItem>
          {(team.data?.results ?? []).map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {fullName(a)}
            </MenuItem>
          ))}
        </TextField>
        {filtered && (
          <Button size="small" onClick={() => setParams({}, { replace: true })}>
            Clear filters
          </Button>
        )}
      </Stack>
      <QueryState query={audit} loading="Loading the audit log..." error={loadError('the audit log')}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyText>{filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</EmptyText>
          ) : (
            <>
              <ResponsiveTable
                label="Audit entries"
                size="small"
                rows={data.results}
                rowKey={(entry) => entry.id}
                columns={columns}
                detail={(entry) => <AuditDetail entry={entry} open={open.has(entry.id)} />}
              />
              <Pager
                count={data.count}
                page={filters.page}
                pageSize={AUDIT_PAGE_SIZE}
                onPage={(p) => set('page', p > 1 ? String(p) : undefined)}
                noun="entry"
                nounPlural="entries"
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
