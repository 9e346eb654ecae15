import Skeleton from '@mui/material/Skeleton';

/**
 * A grey block standing where content is loading, announced by `label` ("Loading payments").
 *
 * A bare Skeleton is a span, and a name on a span without a role is prohibited ARIA: axe flagged it whenever a scan
 * caught a card still loading, which made accessibility tests fail at random. The progressbar role may be named and
 * is what a screen reader should say of a wait.
 */
export function LoadingBlock({ label, height }: { label: string; height: number }) {
  return <Skeleton variant="rounded" height={height} role="progressbar" aria-label={label} />;
}
