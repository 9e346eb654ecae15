import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TStaffContract } from '@venue/shared/contracts/staff-contract.schema';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { useToast } from '@/components/feedback/toast-context';
import { downloadContractPdf } from '@/features/staff-sales/api/downloads';
import { contractDetailQuery } from '@/features/staff-sales/api/staff-sales.queries';
import { useSendContract } from '@/features/staff-sales/api/use-contract-mutations';
import { StaffContractHtml } from '@/features/staff-sales/components/common/staff-contract-html';
import { PageHeader } from '@/features/staff-sales/components/common/page-header';
import { Section } from '@/features/staff-sales/components/common/section';
import { ContractStatusChip } from '@/features/staff-sales/components/common/status-chips';
import { CountersignDialog } from '@/features/staff-sales/components/contracts/countersign-dialog';
import { VoidDialog } from '@/features/staff-sales/components/contracts/void-dialog';
import { formatDay, peso } from '@/features/staff-sales/sales-format';
import { useDownload } from '@/features/staff-sales/use-download';
import { formatVenueDate } from '@/lib/venue-date';

const when = (iso: string | null) => (iso ? (formatVenueDate(iso, "MMM d, yyyy 'at' h:mm a") ?? '—') : '—');

/** /staff/contracts/{id}: the contract as generated, who signed it, its log, and the venue's actions. */
export function ContractScreen({ contractId }: { contractId: number }) {
  const contract = useQuery(contractDetailQuery(contractId));
  return (
    <QueryState query={contract} loading="Loading the contract..." error={loadError('the contract')}>
      {(c) => <ContractPage contract={c} />}
    </QueryState>
  );
}

function ContractPage({ contract }: { contract: TStaffContract }) {
  const send = useSendContract();
  const pdf = useDownload();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [dialog, setDialog] = useState<'countersign' | 'void' | null>(null);

  const sendToClient = async () => {
    const ok = await confirm({
      title: 'Send Contract?',
      message: `${contract.client.name} will be e-mailed a link to review and sign it in their portal. A sent contract can no longer be changed, only voided.`,
      confirmLabel: 'Send Contract',
    });
    if (!ok) return;
    send.mutate(contract.id, {
      onSuccess: (sent) => toast({ severity: 'success', title: 'Contract Sent', message: `${sent.template_name} was sent to ${sent.client.name}.` }),
      onError: (error) => toast({ severity: 'error', title: 'Send Failed', message: error.message }),
    });
  };

  return (
    <>
      <PageHeader
        title={contract.template_name}
        chip={<ContractStatusChip status={contract.status} />}
        subtitle={`${contract.event.title} · ${contract.client.name} (${contract.client.email})`}
        actions={
          <>
            <Button component={RouterLink} to="/staff/contracts">
              All Contracts
            </Button>
            {contract.status === 'SIGNED' && (
              <Button onClick={() => void pdf.run(() => downloadContractPdf(contract))} disabled={pdf.busy}>
                {pdf.busy ? 'Downloading...' : 'Download PDF'}
              </Button>
            )}
            {contract.can_void && (
              <Button color="inherit" onClick={() => setDialog('void')}>
                Void
              </Button>
            )}
            {contract.can_countersign && (
              <Button variant={contract.can_send ? 'outlined' : 'contained'} onClick={() => setDialog('countersign')}>
                Countersign
              </Button>
            )}
            {contract.can_send && (
              <Button variant="contained" onClick={() => void sendToClient()} disabled={send.isPending}>
                {send.isPending ? 'Sending...' : 'Send to Client'}
              </Button>
            )}
          </>
        }
      />
      <Stack spacing={3}>
        {contract.status === 'VOID' && (
          <Alert severity="error">
            Voided on {when(contract.voided_at)}. Reason: {contract.void_reason}
          </Alert>
        )}
        {contract.status === 'DRAFT' && !contract.can_send && (
          <Alert severity="warning">The valid-until date has passed: this draft can no longer be sent. Generate a new contract.</Alert>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Summary" id="contract-summary-title">
              <Facts
                rows={[
                  ['Contract value', peso(contract.contract_value)],
                  ['Valid until', contract.valid_until ? formatDay(contract.valid_until) : 'No expiry'],
                  ['Payment schedule', contract.payment_schedule_reference || '—'],
                  ['Generated', when(contract.created_at)],
                  ['Sent', when(contract.sent_at)],
                  ['Fully signed', when(contract.fully_signed_at)],
                  ['Content fingerprint', <Mono key="content">{contract.content_hash}</Mono>],
                  ...(contract.final_document_hash ? [['Sealed record', <Mono key="final">{contract.final_document_hash}</Mono>] as [string, ReactNode]] : []),
                ]}
              />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Signatures" id="contract-signatures-title">
              <Signatures contract={contract} />
            </Section>
          </Grid>
        </Grid>
        <Section title="Contract text" id="contract-text-title">
          <StaffContractHtml html={contract.content} label="Contract document" maxHeight="60vh" />
        </Section>
        <Section title="History" id="contract-history-title">
          <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }}>
            {contract.history.map((h) => (
              <li key={h.id}>
                <Typography variant="body2">
                  <strong>{h.description}</strong>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {when(h.occurred_at)} · {h.actor_name}
                  {h.ip_address ? ` · ${h.ip_address}` : ''}
                </Typography>
              </li>
            ))}
          </Stack>
        </Section>
      </Stack>
      {contract.can_countersign && <CountersignDialog contract={contract} open={dialog === 'countersign'} onClose={() => setDialog(null)} />}
      {contract.can_void && <VoidDialog contract={contract} open={dialog === 'void'} onClose={() => setDialog(null)} />}
      {confirmDialog}
    </>
  );
}

function Signatures({ contract }: { contract: TStaffContract }) {
  const { signed_count, total_required, percentage } = contract.signature_progress;
  const required = contract.template.signature_requirements;
  const missing = required.filter((role) => !contract.signatures.some((s) => s.role === role));
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="body2">
          {signed_count} of {total_required} signatures
        </Typography>
        <LinearProgress variant="determinate" value={percentage} aria-label={`${signed_count} of ${total_required} signatures`} />
      </Stack>
      {contract.signatures.map((s) => (
        <Stack key={s.id} spacing={0.25}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {s.role_display}: {s.signer_name}
            {s.signer_title ? `, ${s.signer_title}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {s.signer_email} · signed {when(s.signed_at)} · disclosure of{' '}
            {/^\d{4}-\d{2}-\d{2}$/.test(s.consent_version) ? formatDay(s.consent_version) : s.consent_version}
          </Typography>
        </Stack>
      ))}
      {missing.map((role) => (
        <Typography key={role} variant="body2" color="text.secondary">
          {role === 'CLIENT' ? 'Client' : 'Company representative'}: not signed yet
        </Typography>
      ))}
    </Stack>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

const Mono = ({ children }: { children: string }) => (
  <Typography component="span" variant="caption" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' }}>
    {children}
  </Typography>
);
