import { useMutation } from '@tanstack/react-query';
import {
  ZStaffEventType,
  ZStaffFacility,
  type TCreateEventTypeRequest,
  type TCreateFacilityRequest,
  type TFacilityPhotosRequest,
} from '@venue/shared/staff/spaces.schema';
import { staffSpacesKeys } from '@/features/staff-spaces/api/staff-spaces.queries';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

// The wizard, the public facilities list and the staff event forms read what these change; the audit log too.
const SPACES_WRITE = {
  invalidates: [staffSpacesKeys.all, QUERY_ROOTS.booking, QUERY_ROOTS.facilities, QUERY_ROOTS.staffEvents, QUERY_ROOTS.staffAdmin],
};

const imageForm = (field: string, file: File) => {
  const form = new FormData();
  form.append(field, file);
  return form;
};

/** Creates (no id) or changes a facility; an edit sends every field of the form. */
export function useSaveFacility() {
  return useMutation({
    meta: SPACES_WRITE,
    mutationFn: ({ id, body }: { id: number | null; body: TCreateFacilityRequest }) =>
      id === null ? api.post('/admin/facilities/', body, { schema: ZStaffFacility }) : api.patch(`/admin/facilities/${id}/`, body, { schema: ZStaffFacility }),
  });
}

export function useSetFacilityActive() {
  return useMutation({
    meta: SPACES_WRITE,
    mutationFn: ({ id, active }: { id: number; active: boolean }) => api.patch(`/admin/facilities/${id}/`, { is_active: active }, { schema: ZStaffFacility }),
  });
}

export function useDeleteFacility() {
  return useMutation({ meta: SPACES_WRITE, mutationFn: (id: number) => api.delete(`/admin/facilities/${id}/`) });
}

export function useAddFacilityPhoto() {
  return useMutation({
    meta: SPACES_WRITE,
    mutationFn: ({ id, file }: { id: number; file: File }) => api.post(`/admin/facilities/${id}/photos/`, imageForm('photo', file), { schema: ZStaffFacility }),
  });
}

export function useArrangeFacilityPhotos() {
  return useMutation({
    meta: SPACES_WRITE,
    mutationFn: ({ id, body }: { id: number; body: TFacilityPhotosRequest }) => api.put(`/admin/facilities/${id}/photos/`, body, { schema: ZStaffFacility }),
  });
}

export function useRemoveFacilityPhoto() {
  return useMutation({
    meta: SPACES_WRITE,
    mutationFn: ({ id, photoId }: { id: number; photoId: number }) => api.delete(`/admin/facilities/${id}/photos/${photoId}/`, { schema: ZStaffFacility }),
  });
}

export function useSaveEventType() {
  return useMutation({
    meta: SPACES_WRITE,
    mutationFn: ({ id, body }: { id: number | null; body: TCreateEventTypeRequest }) =>
      id === null
        ? api.post('/admin/event-types/', body, { schema: ZStaffEventType })
        : api.patch(`/admin/event-types/${id}/`, body, { schema: ZStaffEventType }),
  });
}

export function useSetEventTypeActive() {
  return useMutation({
    meta: SPACES_WRITE,
    mutationFn: ({ id, active }: { id: number; active: boolean }) => api.patch(`/admin/event-types/${id}/`, { is_active: active }, { schema: ZStaffEventType }),
  });
}

export function useDeleteEventType() {
  return useMutation({ meta: SPACES_WRITE, mutationFn: (id: number) => api.delete(`/admin/event-types/${id}/`) });
}

export function useUploadEventTypeImage() {
  return useMutation({
    meta: SPACES_WRITE,
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      api.post(`/admin/event-types/${id}/image/`, imageForm('image', file), { schema: ZStaffEventType }),
  });
}
