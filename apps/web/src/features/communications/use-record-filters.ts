import { CATEGORIES, CHANNELS, DELIVERY_STATUSES } from '@venue/shared/communications/communication.schema';
import type { TRecordFilters } from '@/features/communications/api/communications.queries';
import { useAddressParams } from '@/lib/use-address-params';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' => (allowed.includes(value as T) ? (value as T) : '');

/** The records filters live in the address, so a filtered view survives a reload and can be linked to. */
export function useRecordFilters() {
  const [params, setParams] = useAddressParams();
  const filters: TRecordFilters = {
    search: params.get('search') ?? '',
    channel: pick(params.get('channel'), CHANNELS),
    category: pick(params.get('category'), CATEGORIES),
    status: pick(params.get('status'), DELIVERY_STATUSES),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const update = (patch: Partial<TRecordFilters>) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === '' || value === undefined || (key === 'page' && value === 1)) out.delete(key);
          else out.set(key, String(value));
        }
        return out;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, update, clear };
}
