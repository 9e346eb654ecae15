import { ZProduct, type TCreateProductRequest } from '@venue/shared/products/product.schema';
import { useMutation } from '@tanstack/react-query';
import { staffSalesKeys } from '@/features/staff-sales/api/staff-sales.queries';
import { api } from '@/lib/api-client';

/** A product write refreshes every product list and search (the quote editor's picker included) and the category counts. */
const PRODUCT_WRITE = { invalidates: [staffSalesKeys.products(), staffSalesKeys.categories()] };

/** Creates (no id) or changes a product; an edit sends every field, the server checks the rules on the whole product. */
export function useSaveProduct() {
  return useMutation({
    meta: PRODUCT_WRITE,
    mutationFn: ({ id, body }: { id: number | null; body: TCreateProductRequest }) =>
      id === null ? api.post('/staff/products/', body, { schema: ZProduct }) : api.patch(`/staff/products/${id}/`, body, { schema: ZProduct }),
  });
}

export function useSetProductActive() {
  return useMutation({
    meta: PRODUCT_WRITE,
    mutationFn: ({ id, active }: { id: number; active: boolean }) => api.patch(`/staff/products/${id}/`, { is_active: active }, { schema: ZProduct }),
  });
}
