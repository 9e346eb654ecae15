import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { fieldLabel, readable } from '@/features/staff-admin/audit-values';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Comparing, not showing: the serialised form tells whether a field moved.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Before and after of one audited write, field by field: changed fields first and marked, unchanged ones after
 * (an update records the object as the API showed it, so most fields did not move). A create has only "after",
 * a delete only "before".
 */
export function AuditChange({ objectType, before, after }: { objectType: string; before: unknown; after: unknown }) {
  if (!isRecord(before) && !isRecord(after)) {
    return (
      <Typography variant="body2" component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        Before: {readable(before, { objectType, field: '' })}
        {'\n'}After: {readable(after, { objectType, field: '' })}
      </Typography>
    );
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = fields.map((field) => ({ field, changed: !same(b[field], a[field]) })).sort((x, y) => Number(y.changed) - Number(x.changed));
  return (
    <Table size="small" aria-label="Changes">
      <TableHead>
        <TableRow>
          {/* Headers never break inside a word, however narrow the phone. */}
          <TableCell sx={{ whiteSpace: 'nowrap' }}>Field</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>Before</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ field, changed }) => (
          <TableRow key={field} sx={changed ? { bgcolor: 'action.selected' } : undefined}>
            <TableCell component="th" scope="row" sx={{ fontWeight: changed ? 700 : 400 }}>
              {fieldLabel(field)}
              {changed && isRecord(before) && isRecord(after) ? ' (changed)' : ''}
            </TableCell>
            {[b[field], a[field]].map((value, i) => (
              <TableCell key={i} sx={{ verticalAlign: 'top' }}>
                <Typography variant="body2" component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}>
                  {readable(value, { objectType, field })}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
