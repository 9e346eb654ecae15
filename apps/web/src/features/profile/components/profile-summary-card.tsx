import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AVATAR_TOO_LARGE, MAX_AVATAR_BYTES, type TUser } from '@venue/shared/accounts/user.schema';
import { useRef, type ChangeEvent } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { useUploadAvatar } from '@/features/profile/api/use-upload-avatar';
import { isApiError } from '@/lib/api-error';
import { formatVenueDate } from '@/lib/venue-date';

const initials = (user: TUser) => `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';

export function ProfileSummaryCard({ user }: { user: TUser }) {
  const upload = useUploadAvatar();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const since = formatVenueDate(user.date_joined, 'yyyy') ?? 'N/A';

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    // Checked here too so a large photo is refused before it is uploaded over a slow connection.
    if (file.size > MAX_AVATAR_BYTES) {
      toast({ severity: 'error', title: 'Upload Failed', message: AVATAR_TOO_LARGE });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ severity: 'success', title: 'Avatar Updated', message: 'Your profile photo has been updated.' }),
      onError: (error) =>
        toast({ severity: 'error', title: 'Upload Failed', message: isApiError(error) ? error.message : 'Failed to upload your photo. Please try again.' }),
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Box sx={{ position: 'relative', width: 112, mx: 'auto' }}>
        <Avatar
          src={user.avatar_url ?? undefined}
          alt={`${user.first_name} ${user.last_name}`}
          sx={{ width: 112, height: 112, fontSize: 40, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initials(user)}
        </Avatar>
        <Tooltip title="Change photo">
          <IconButton
            aria-label="Upload profile photo"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
            size="small"
            sx={{
              position: 'absolute',
              right: -4,
              bottom: -4,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              '&:hover': { bgcolor: 'secondary.dark' },
            }}
          >
            {upload.isPending ? <CircularProgress size={18} color="inherit" aria-label="Uploading" /> : <PhotoCamera fontSize="small" />}
          </IconButton>
        </Tooltip>
        <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={onFile} />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        {user.first_name} {user.last_name}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <Chip
        label={user.is_active ? 'Active Account' : 'Inactive'}
        color={user.is_active ? 'success' : 'default'}
        size="small"
        sx={{ mt: 1.5, fontWeight: 600 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Member since {since}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Account status: {user.is_active ? 'in good standing' : 'inactive, please contact the venue'}
      </Typography>
    </Paper>
  );
}
