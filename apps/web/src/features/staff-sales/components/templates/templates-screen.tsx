import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { templateListQuery } from '@/features/staff-sales/api/staff-sales.queries';
import { DataTable } from '@/features/staff-sales/components/common/data-table';
import { PageHeader } from '@/features/staff-sales/components/common/page-header';
import { ActiveChip } from '@/features/staff-sales/components/common/status-chips';
import { signersLabel } from '@/features/staff-sales/template-form';
import { formatVenueDate } from '@/lib/venue-date';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The venue's contract templates; contracts are generated from the active ones. */
export function TemplatesScreen() {
  const templates = useQuery(templateListQuery());
  return (
    <>
      <PageHeader
        title="Contract Templates"
        subtitle="The agreements contracts are generated from, with variables filled in for each event."
        actions={
          <Button component={RouterLink} to="/staff/templates/new" variant="contained" startIcon={<Add />}>
            New Template
          </Button>
        }
      />
      <QueryState query={templates} loading="Loading templates..." error={loadError('the templates')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyText>No templates yet.</EmptyText>
          ) : (
            <DataTable label="Contract templates">
              <TableHead>
                <TableRow>
                  <TableCell>Template</TableCell>
                  <TableCell sx={WIDE}>Signed by</TableCell>
                  <TableCell align="right" sx={WIDE}>
                    Contracts
                  </TableCell>
                  <TableCell sx={WIDE}>Updated</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((t) => (
                  <TableRow key={t.id} hover>
                    <TableCell sx={{ minWidth: 200 }}>
                      <Link component={RouterLink} to={`/staff/templates/${t.id}`} sx={{ fontWeight: 600 }}>
                        {t.name}
                      </Link>
                      {t.description && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {t.description.length > 120 ? `${t.description.slice(0, 117)}...` : t.description}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={WIDE}>{signersLabel(t.signature_requirements)}</TableCell>
                    <TableCell align="right" sx={WIDE}>
                      {t.contracts_count}
                    </TableCell>
                    <TableCell sx={WIDE}>{formatVenueDate(t.updated_at, 'MMM d, yyyy') ?? '—'}</TableCell>
                    <TableCell>
                      <ActiveChip active={t.is_active} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </DataTable>
          )
        }
      </QueryState>
    </>
  );
}
