import { ProductsScreen } from '@/features/staff-sales/components/products/products-screen';

/** /staff/products: the catalogue quotes are built from. */
export function Component() {
  return <ProductsScreen />;
}
