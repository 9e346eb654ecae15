import { ZStaffDiscount, ZStaffPaymentSettings, type TCreateDiscountRequest, type TUpdatePaymentSettingsRequest } from '@venue/shared/staff/prices.schema';
import { useMutation } from '@tanstack/react-query';
import { staffPricesKeys } from '@/features/staff-prices/api/staff-prices.queries';
import { api } from '@/lib/api-client';
import { QUERY_ROOTS } from '@/lib/query-roots';

const DISCOUNT_WRITE = { invalidates: [staffPricesKeys.discounts(), QUERY_ROOTS.staffAdmin] };
// The wizard's terms (deposit, refunds, gateways) come from these settings: its cached reads go too.
const SETTINGS_WRITE = { invalidates: [staffPricesKeys.settings(), QUERY_ROOTS.booking, QUERY_ROOTS.staffAdmin] };

/** Creates (no id) or changes a code; an edit sends every field, the server checks the rules on the whole code. */
export function useSaveDiscount() {
  return useMutation({
    meta: DISCOUNT_WRITE,
    mutationFn: ({ id, body }: { id: number | null; body: TCreateDiscountRequest }) =>
      id === null ? api.post('/admin/discounts/', body, { schema: ZStaffDiscount }) : api.patch(`/admin/discounts/${id}/`, body, { schema: ZStaffDiscount }),
  });
}

export function useDeactivateDiscount() {
  return useMutation({
    meta: DISCOUNT_WRITE,
    mutationFn: (id: number) => api.post(`/admin/discounts/${id}/deactivate/`, {}, { schema: ZStaffDiscount }),
  });
}

export function useSavePaymentSettings() {
  return useMutation({
    meta: SETTINGS_WRITE,
    mutationFn: (body: TUpdatePaymentSettingsRequest) => api.patch('/admin/payment-settings/', body, { schema: ZStaffPaymentSettings }),
  });
}
