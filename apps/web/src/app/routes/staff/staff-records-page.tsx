import { RecordsScreen } from '@/features/communications/components/records-screen';
import { useRecordFilters } from '@/features/communications/use-record-filters';

export function Component() {
  const { filters, update, clear } = useRecordFilters();
  return <RecordsScreen venue filters={filters} onFilters={update} onClear={clear} />;
}
