import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TConsentVersions } from '@venue/shared/site/pages.schema';

/** "By creating an account, you accept our Terms of Service, version of ..., and our Privacy Policy, version of ...". */
export function ConsentNote({ consent, action }: { consent: TConsentVersions; action: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
      {action}, you accept our{' '}
      <Link href={consent.terms.path} target="_blank" rel="noopener">
        {consent.terms.label}
      </Link>
      , and our{' '}
      <Link href={consent.privacy.path} target="_blank" rel="noopener">
        {consent.privacy.label}
      </Link>
      .
    </Typography>
  );
}
