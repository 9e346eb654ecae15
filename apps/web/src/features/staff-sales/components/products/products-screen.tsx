import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TProduct } from '@venue/shared/products/product.schema';
import type { TProductType } from '@venue/shared/products/product-rules';
import { useState } from 'react';
import { EmptyText, loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { productCategoriesQuery, productListQuery } from '@/features/staff-sales/api/staff-sales.queries';
import { useSetProductActive } from '@/features/staff-sales/api/use-product-mutations';
import { DataTable } from '@/features/staff-sales/components/common/data-table';
import { FilterSelect as Select } from '@/features/staff-sales/components/common/filter-select';
import { PageHeader } from '@/features/staff-sales/components/common/page-header';
import { ActiveChip } from '@/features/staff-sales/components/common/status-chips';
import { ProductDialog } from '@/features/staff-sales/components/products/product-dialog';
import { formatRate } from '@/features/staff-sales/percent';
import { peso } from '@/features/staff-sales/sales-format';
import { useDebounced } from '@/features/staff-sales/use-debounced';

/** Columns a phone does without (the row's name, price and actions stay). */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The venue's catalogue: what quotes are built from. */
export function ProductsScreen() {
  const [type, setType] = useState<TProductType | ''>('');
  const [category, setCategory] = useState('');
  const [active, setActive] = useState<'' | 'true' | 'false'>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TProduct | 'new' | null>(null);
  const settledSearch = useDebounced(search.trim());
  const categories = useQuery(productCategoriesQuery());
  const products = useQuery(
    productListQuery({
      type: type || undefined,
      category: category ? Number(category) : undefined,
      active: active === '' ? undefined : active === 'true',
      search: settledSearch || undefined,
      page,
    }),
  );
  const setProductActive = useSetProductActive();
  const toast = useToast();
  /** Any filter change starts again from the first page. */
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const toggle = (p: TProduct) =>
    setProductActive.mutate(
      { id: p.id, active: !p.is_active },
      {
        onSuccess: (saved) =>
          toast({
            severity: 'success',
            title: saved.is_active ? 'Product Activated' : 'Product Deactivated',
            message: saved.is_active ? `${saved.name} can be quoted again.` : `${saved.name} can no longer be added to quotes.`,
          }),
        onError: (error) => toast({ severity: 'error', title: 'Update Failed', message: error.message }),
      },
    );

  return (
    <>
      <PageHeader
        title="Products"
        subtitle="Packages and add-ons the venue quotes from."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            New Product
          </Button>
        }
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} role="search" aria-label="Filter products">
        <TextField label="Search" value={search} onChange={(e) => filter(setSearch)(e.target.value)} size="small" helperText="Name, SKU or description" />
        <Select
          label="Type"
          value={type}
          onChange={filter((v: string) => setType(v as TProductType | ''))}
          choices={[
            ['', 'All types'],
            ['PACKAGE', 'Packages'],
            ['PRODUCT', 'Products'],
          ]}
        />
        <Select
          label="Category"
          value={category}
          onChange={filter(setCategory)}
          choices={[['', 'All categories'], ...(categories.data ?? []).map((c) => [String(c.id), c.name] as [string, string])]}
        />
        <Select
          label="Status"
          value={active}
          onChange={filter((v: string) => setActive(v as '' | 'true' | 'false'))}
          choices={[
            ['', 'Active and inactive'],
            ['true', 'Active'],
            ['false', 'Inactive'],
          ]}
        />
      </Stack>
      <QueryState query={products} loading="Loading products..." error={loadError('the products')}>
        {(page_) =>
          page_.results.length === 0 ? (
            <EmptyText>No products match these filters.</EmptyText>
          ) : (
            <DataTable label="Products" count={page_.count} page={page} onPage={setPage}>
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell sx={WIDE}>Type</TableCell>
                  <TableCell sx={WIDE}>Category</TableCell>
                  <TableCell sx={WIDE}>Pricing</TableCell>
                  <TableCell align="right">Price</TableCell>
                  <TableCell align="right" sx={WIDE}>
                    Tax
                  </TableCell>
                  <TableCell sx={WIDE}>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page_.results.map((p) => (
                  <TableRow key={p.id} hover>
                    <TableCell sx={{ minWidth: { md: 180 } }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {p.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {p.sku}
                      </Typography>
                      {/* A phone shows the status here, not in a column of its own. */}
                      <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5 }}>
                        <ActiveChip active={p.is_active} />
                      </Box>
                    </TableCell>
                    <TableCell sx={WIDE}>{p.type === 'PACKAGE' ? 'Package' : 'Product'}</TableCell>
                    <TableCell sx={WIDE}>{p.category_name ?? '—'}</TableCell>
                    <TableCell sx={WIDE}>{p.pricing_model === 'HOURLY' ? 'Per hour' : 'Fixed'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {peso(p.base_price)}
                      {p.pricing_model === 'HOURLY' ? ' / h' : ''}
                    </TableCell>
                    <TableCell align="right" sx={WIDE}>
                      {formatRate(p.tax_rate)}
                    </TableCell>
                    <TableCell sx={WIDE}>
                      <ActiveChip active={p.is_active} />
                    </TableCell>
                    <TableCell align="right">
                      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: 'flex-end', justifyContent: 'flex-end' }}>
                        <Button size="small" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color={p.is_active ? 'inherit' : 'primary'}
                          onClick={() => toggle(p)}
                          disabled={setProductActive.isPending}
                          aria-label={`${p.is_active ? 'Deactivate' : 'Activate'} ${p.name}`}
                        >
                          {p.is_active ? 'Deactivate' : 'Activate'}
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </DataTable>
          )
        }
      </QueryState>
      <ProductDialog product={editing} categories={categories.data ?? []} onClose={() => setEditing(null)} />
    </>
  );
}
