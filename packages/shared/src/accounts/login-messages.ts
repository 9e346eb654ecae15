/** Sign-in messages of spec section 8, zod-free so the login page can show them without loading zod. */
export const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.';
export const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
