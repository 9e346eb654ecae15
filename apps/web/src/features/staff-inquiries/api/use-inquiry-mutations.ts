import { useMutation } from '@tanstack/react-query';
import {
  ZInquiry,
  ZInquiryConverted,
  type TInquiryConvertRequest,
  type TInquiryCreateRequest,
  type TInquiryUpdateRequest,
  type TSiteVisitRequest,
} from '@venue/shared/staff/inquiry.schema';
import { staffInquiryKeys } from '@/features/staff-inquiries/api/staff-inquiries.queries';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

/** An inquiry's change shows on the board, its figures and Today's follow-ups. */
const INQUIRY_WRITE = { invalidates: [staffInquiryKeys.all, QUERY_ROOTS.staffToday] };
/** Converting books an event and may make a client; a site visit takes the calendar. */
const BOOKING_WRITE = {
  invalidates: [staffInquiryKeys.all, QUERY_ROOTS.staffToday, QUERY_ROOTS.staffEvents, QUERY_ROOTS.staffClients, QUERY_ROOTS.staffCalendar],
};

export function useCreateInquiry() {
  return useMutation({ meta: INQUIRY_WRITE, mutationFn: (body: TInquiryCreateRequest) => api.post('/staff/inquiries/', body, { schema: ZInquiry }) });
}

export function useUpdateInquiry() {
  return useMutation({
    meta: INQUIRY_WRITE,
    mutationFn: ({ id, body }: { id: number; body: TInquiryUpdateRequest }) => api.patch(`/staff/inquiries/${id}/`, body, { schema: ZInquiry }),
  });
}

export function useConvertInquiry(id: number) {
  return useMutation({
    meta: BOOKING_WRITE,
    mutationFn: (body: TInquiryConvertRequest) => api.post(`/staff/inquiries/${id}/convert/`, body, { schema: ZInquiryConverted }),
  });
}

export function useBookSiteVisit(id: number) {
  return useMutation({
    meta: BOOKING_WRITE,
    mutationFn: (body: TSiteVisitRequest) => api.post(`/staff/inquiries/${id}/site-visit/`, body, { schema: ZInquiry }),
  });
}
