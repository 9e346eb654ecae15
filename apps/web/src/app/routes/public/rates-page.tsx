import { RatesContent } from '@/features/public-site/components/rates-content';

export function Component() {
  return <RatesContent />;
}
