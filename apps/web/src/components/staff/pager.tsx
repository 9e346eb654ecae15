import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural } from '@venue/shared/common/plural';

/** Page links under a paged list ({count, results} from the API), with how many there are in all. */
export function Pager({
  count,
  page,
  pageSize,
  onPage,
  noun,
  nounPlural = `${noun}s`,
}: {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What is counted, singular ("entry"); its plural when it is not the singular and an s ("entries"). */
  noun: string;
  nounPlural?: string;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {plural(count, noun, nounPlural)}
      </Typography>
      {pages > 1 && (
        <Pagination count={pages} page={Math.min(page, pages)} onChange={(_, p) => onPage(p)} siblingCount={0} aria-label={`${nounPlural} pages`} />
      )}
    </Stack>
  );
}
