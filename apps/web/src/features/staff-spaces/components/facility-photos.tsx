import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Delete from '@mui/icons-material/Delete';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { MAX_PHOTOS, type TStaffFacility } from '@venue/shared/staff/spaces.schema';
import { useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { staffSpacesQuery } from '@/features/staff-spaces/api/staff-spaces.queries';
import { useAddFacilityPhoto, useArrangeFacilityPhotos, useRemoveFacilityPhoto } from '@/features/staff-spaces/api/use-space-mutations';

/** A facility's photos, in the order visitors see them: add, move, choose the cover, remove. Saved at once. */
export function FacilityPhotos({ facility: given }: { facility: TStaffFacility }) {
  const spaces = useQuery(staffSpacesQuery());
  // The list is refreshed after every change; until then the dialog's copy is shown.
  const facility = spaces.data?.facilities.find((f) => f.id === given.id) ?? given;
  const add = useAddFacilityPhoto();
  const arrange = useArrangeFacilityPhotos();
  const remove = useRemoveFacilityPhoto();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = add.isPending || arrange.isPending || remove.isPending;
  const photos = facility.photos;
  const fail = (error: Error) => setProblem(error.message);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    add.mutate(
      { id: facility.id, file },
      { onSuccess: () => toast({ severity: 'success', title: 'Photo Added', message: `The photo is on ${facility.name}.` }), onError: fail },
    );
    if (input.current) input.current.value = '';
  };
  const save = (ids: number[], cover: number | null) => {
    setProblem(null);
    arrange.mutate({ id: facility.id, body: { photo_ids: ids, cover_photo_id: cover } }, { onError: fail });
  };
  const cover = photos.find((p) => p.is_cover)?.id ?? null;
  const move = (index: number, by: -1 | 1) => {
    const ids = photos.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    save(ids, cover);
  };

  return (
    <Box component="section" aria-labelledby="facility-photos-title" sx={{ pt: 2 }}>
      <Typography id="facility-photos-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Photos
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Shown on the public Facilities page in this order; the cover comes first. JPEG, PNG, GIF or WebP, at most 10 MB each.
      </Typography>
      {photos.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          No photos yet.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={`Photos of ${facility.name}`}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
        >
          {photos.map((photo, i) => (
            <Box
              component="li"
              key={photo.id}
              sx={{ border: 1, borderColor: photo.is_cover ? 'primary.main' : 'divider', borderRadius: 2, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={photo.url}
                alt={`${facility.name}, photo ${i + 1}`}
                sx={{ width: '100%', height: 110, objectFit: 'cover', display: 'block' }}
              />
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 0.5 }}>
                <IconButton
                  size="small"
                  onClick={() =>
                    save(
                      photos.map((p) => p.id),
                      photo.id,
                    )
                  }
                  disabled={busy || photo.is_cover}
                  aria-label={photo.is_cover ? `Photo ${i + 1} is the cover` : `Make photo ${i + 1} the cover`}
                  aria-pressed={photo.is_cover}
                >
                  {photo.is_cover ? <Star color="primary" /> : <StarBorder />}
                </IconButton>
                <IconButton size="small" onClick={() => move(i, -1)} disabled={busy || i === 0} aria-label={`Move photo ${i + 1} earlier`}>
                  <ArrowBack />
                </IconButton>
                <IconButton size="small" onClick={() => move(i, 1)} disabled={busy || i === photos.length - 1} aria-label={`Move photo ${i + 1} later`}>
                  <ArrowForward />
                </IconButton>
                <IconButton
                  size="small"
                  onClick={() => remove.mutate({ id: facility.id, photoId: photo.id }, { onError: fail })}
                  disabled={busy}
                  aria-label={`Remove photo ${i + 1}`}
                >
                  <Delete />
                </IconButton>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        onChange={(e) => choose(e.target.files?.[0])}
        aria-label={`Photo of ${facility.name}`}
        data-testid="facility-photo-input"
      />
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy || photos.length >= MAX_PHOTOS}>
        {add.isPending ? 'Uploading...' : 'Add Photo'}
      </Button>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
