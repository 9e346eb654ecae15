import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Spec section 8's inline load failures all end the same way after their first sentence. */
export const loadError = (what: string) => `Unable to load ${what}. Please try again later.`;

/** What a tab needs of a query (one useQuery, or several combined). */
export interface TQueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

interface TProps<T> {
  query: TQueryLike<T>;
  /** A label for the default spinner, or an element that stands in for the content (the list's skeleton cards). */
  loading: ReactNode;
  error: string;
  children: (data: T) => ReactNode;
}

/** A query's three states: a spinner with a label, the spec's inline failure with a retry, or the content. */
export function QueryState<T>({ query, loading, error, children }: TProps<T>) {
  if (query.isPending) {
    if (typeof loading !== 'string') return <>{loading}</>; // a ready-made placeholder carries its own status role
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress size={22} aria-hidden />
        <Typography color="text.secondary">{loading}</Typography>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      >
        {error}
      </Alert>
    );
  }
  return <>{children(query.data as T)}</>;
}

export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}
