import { z } from 'zod';
import { ZAcceptedVersions } from '../site/pages.schema';
import { matchPasswords, zCompany, zConfirmPassword, zEmail, zName, zNewAccountPassword, zPhone } from './fields';

export const ZRegisterRequest = z
  .object({
    first_name: zName('First name'),
    last_name: zName('Last name'),
    email: zEmail,
    password: zNewAccountPassword,
    confirm_password: zConfirmPassword,
    profile: z.object({ phone: zPhone.optional(), company: zCompany.optional() }).optional(),
    // The Terms and Privacy versions the form showed (site/pages.schema.ts); an outdated one is refused.
    terms_version_id: ZAcceptedVersions.shape.terms_version_id.optional(),
    privacy_version_id: ZAcceptedVersions.shape.privacy_version_id.optional(),
  })
  .superRefine(matchPasswords('password'));
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const EMAIL_TAKEN = 'An account with this email already exists.';
