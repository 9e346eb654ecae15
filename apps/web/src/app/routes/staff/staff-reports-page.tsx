import { ReportsScreen } from '@/features/staff-reports/components/reports-screen';

/** /staff/reports: the venue's reports with charts, tables and CSVs (issue 41); admins read all, staff those shared. */
export function Component() {
  return <ReportsScreen />;
}
