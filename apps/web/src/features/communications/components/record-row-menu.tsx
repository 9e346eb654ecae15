import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TCommunicationRecord } from '@venue/shared/communications/communication.schema';
import { useId, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useMarkRecord } from '@/features/communications/api/use-mark-record';
import { templateTitle } from '@/features/communications/record-labels';

/** Spec: the row menu, Mark as Read and Mark as Unread; the one that would change nothing is disabled. */
export function RecordRowMenu({ record }: { record: TCommunicationRecord }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const mark = useMarkRecord();
  const toast = useToast();
  const run = (read: boolean) => {
    setAnchor(null);
    mark.mutate({ id: record.id, read }, { onError: (error) => toast({ severity: 'error', title: 'Update Failed', message: error.message }) });
  };
  return (
    <>
      <IconButton
        aria-label={`More actions for ${record.subject || templateTitle(record.template_name)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem disabled={record.is_opened} onClick={() => run(true)}>
          Mark as Read
        </MenuItem>
        <MenuItem disabled={!record.is_opened} onClick={() => run(false)}>
          Mark as Unread
        </MenuItem>
      </Menu>
    </>
  );
}
