import type { ComponentProps } from 'react';
import { ContractHtml } from '@/components/contracts/contract-html';

/**
 * Staff see whole templates and drafts: an h1 title styled like the client's h2, and long unbroken text
 * (placeholders, links) wrapped instead of widening the page. The client's view keeps its own rules.
 */
const STAFF_RULES = { overflowWrap: 'anywhere', '& h1': { typography: 'h6', mt: 0 } } as const;

export function StaffContractHtml(props: Omit<ComponentProps<typeof ContractHtml>, 'sx'> & { label: string }) {
  return <ContractHtml {...props} sx={STAFF_RULES} />;
}
