import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { REPORT_TITLES, REPORTS, type TReport } from '@venue/shared/reports/reports.schema';
import { useId } from 'react';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { reportAccessQuery, useSaveReportAccess } from '@/features/staff-reports/api/staff-reports.queries';

/** Admins read every report; this card says which of them staff may read too. Each switch saves at once. */
export function ReportAccessCard() {
  const headingId = useId();
  const access = useQuery(reportAccessQuery());
  const save = useSaveReportAccess();
  const toast = useToast();
  const toggle = (shared: readonly TReport[], report: TReport, on: boolean) => {
    // Kept in the reports' own order, whichever switch was touched first.
    const next = REPORTS.filter((r) => (r === report ? on : shared.includes(r)));
    save.mutate(
      { staff_reports: next },
      {
        onSuccess: () =>
          toast({ severity: 'success', message: on ? `Staff can now read ${REPORT_TITLES[report]}.` : `${REPORT_TITLES[report]} is for admins only now.` }),
        onError: (err) => toast({ severity: 'error', title: 'Not Saved', message: err.message }),
      },
    );
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 0.5 }}>
          Reports shared with staff
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Admins read every report under Reports. Staff see only the ones switched on here.
        </Typography>
        <QueryState query={access} loading="Loading report sharing..." error={loadError('which reports staff may read')}>
          {({ staff_reports: shared }) => (
            <FormGroup>
              {REPORTS.map((report) => (
                <FormControlLabel
                  key={report}
                  label={REPORT_TITLES[report]}
                  control={<Switch checked={shared.includes(report)} disabled={save.isPending} onChange={(e) => toggle(shared, report, e.target.checked)} />}
                />
              ))}
            </FormGroup>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
