import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import { Link as RouterLink } from 'react-router';
import { QueryState, loadError } from '@/components/feedback/query-state';
import { PageHero } from '@/components/public-layout/page-hero';
import { ratesQuery } from '@/features/public-site/api/site-pages.queries';
import { useSiteVenue } from '@/features/public-site/api/venue.queries';
import { displayMoney } from '@/lib/money-display';

const hours = (value: string | null) => (value ? `${Number(value)} ${Number(value) === 1 ? 'hour' : 'hours'}` : null);

/** "₱45,000 for 8 hours" or "₱1,500 per hour": a product's price as the wizard charges it. */
function priceText(p: TPublicProduct) {
  const price = displayMoney(p.base_price);
  if (p.pricing_model === 'HOURLY') return `${price} per hour`;
  const included = hours(p.included_hours);
  return included ? `${price} for ${included}` : price;
}

function ProductCard({ product }: { product: TPublicProduct }) {
  const extra = product.has_excess_hours && product.excess_hour_price ? `Extra hours: ${displayMoney(product.excess_hour_price)} per hour` : null;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 3, borderRadius: '16px', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h6" component="h3" sx={{ fontFamily: 'Georgia, serif' }}>
        {product.name}
      </Typography>
      <Typography sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.15rem' }}>{priceText(product)}</Typography>
      {product.description && <Typography color="text.secondary">{product.description}</Typography>}
      {extra && (
        <Typography variant="body2" color="text.secondary">
          {extra}
        </Typography>
      )}
    </Paper>
  );
}

function Group({ id, title, intro, products }: { id: string; title: string; intro: string; products: TPublicProduct[] }) {
  if (!products.length) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 8 }}>
      <Typography id={id} variant="h4" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
      >
        {products.map((p) => (
          <ProductCard key={p.id} product={p} />
        ))}
      </Box>
    </Box>
  );
}

/** /rates: the packages and add-ons of the venue's public catalogue, at the prices the booking wizard charges. */
export function RatesContent() {
  // The venue as its admin saved it (Venue Details), not the demo's constants.
  const venue = useSiteVenue();
  const query = useQuery(ratesQuery());
  return (
    <>
      <PageHero overline={venue.name} title="Rates & Packages">
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'rgba(255,255,255,0.9)' }}>
          Transparent venue rates and all-in packages. Prices are in Philippine pesos; VAT is added where it applies.
        </Typography>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <QueryState query={query} loading="Loading our rates..." error={loadError('our rates')}>
          {(data) =>
            data.results.length ? (
              <>
                <Group
                  id="packages-title"
                  title="Packages"
                  intro="Each package books your spaces for the day with what it lists."
                  products={data.results.filter((p) => p.type === 'PACKAGE')}
                />
                <Group
                  id="addons-title"
                  title="Add-ons"
                  intro="Add these to any package when you book."
                  products={data.results.filter((p) => p.type !== 'PACKAGE')}
                />
              </>
            ) : (
              <Typography sx={{ lineHeight: 1.8 }}>Our rates are being updated. Please contact us for a quote.</Typography>
            )
          }
        </QueryState>
        <Button component={RouterLink} to="/booking" variant="contained" size="large" sx={{ borderRadius: 999, px: 4 }}>
          Check a Date and Book
        </Button>
      </Container>
    </>
  );
}
