import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { plural } from '@venue/shared/common/plural';
import { useCart } from '@/lib/cart-store';

/**
 * The portal header's way to the cart, with the number of extras in it. Shown only while the cart holds something:
 * the cart is where extras wait before they are sent, not a shop every client is expected to use.
 */
export function CartButton() {
  const count = useCart().length;
  if (count === 0) return null;
  return (
    <IconButton color="inherit" component={RouterLink} to="/cart" aria-label={`Cart, ${plural(count, 'extra')}`}>
      <Badge badgeContent={count} color="secondary" max={99}>
        <ShoppingCart />
      </Badge>
    </IconButton>
  );
}
