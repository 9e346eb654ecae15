export interface TPublicNavLink {
  to: string;
  label: string;
}

/** Spec section 9: the mobile drawer is 280 px wide. */
export const DRAWER_WIDTH = 280;
