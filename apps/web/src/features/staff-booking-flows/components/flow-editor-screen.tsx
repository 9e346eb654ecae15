import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@venue/shared/accounts/roles';
import type { TBookingFlow } from '@venue/shared/booking/flow.schema';
import type { TFlowProblems } from '@venue/shared/booking/flow-rules';
import { FLOW_EDITOR_TEXT, type TFlowChoices, type TStaffFlow } from '@venue/shared/staff/booking-flows.schema';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { FlowWarnings } from '@/features/staff-booking-flows/components/flow-warnings';
import { PageHeading } from '@/components/staff/page-heading';
import { formatInstant } from '@/components/staff/staff-format';
import { bookingFlowQuery, bookingFlowsQuery } from '@/features/staff-booking-flows/api/staff-booking-flows.queries';
import { usePreviewFlow, useSaveFlow } from '@/features/staff-booking-flows/api/use-booking-flow-mutations';
import { FlowPreviewDialog } from '@/features/staff-booking-flows/components/flow-preview-dialog';
import { LeaveGuard } from '@/features/staff-booking-flows/components/leave-guard';
import { SwitchSetting, TextSetting } from '@/features/staff-booking-flows/components/setting-fields';
import { StepCard } from '@/features/staff-booking-flows/components/step-card';
import { draftOf, moveStep, problemsOf, saveRequestOf, stepProblems, stepsWithProblems, type TDraft } from '@/features/staff-booking-flows/flow-form';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';

/** One booking flow: admins edit and save it as a new version; staff read it. Both can preview it. */
export function FlowEditorScreen({ flowId }: { flowId: number }) {
  const { user } = useAuth();
  const isAdmin = user ? can(user.role, 'admin:manage') : false;
  const detail = useQuery(bookingFlowQuery(flowId));
  const list = useQuery(bookingFlowsQuery());
  // Kept above the editor, which starts over from each version it loads.
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const both = {
    isPending: detail.isPending || list.isPending,
    isError: detail.isError || list.isError,
    data: detail.data && list.data ? { flow: detail.data, choices: list.data.choices } : undefined,
    refetch: () => Promise.all([detail.refetch(), list.refetch()]),
  };
  return (
    <>
      <Link component={RouterLink} to="/staff/booking-flows" sx={{ display: 'inline-block', mb: 1 }}>
        All booking flows
      </Link>
      <QueryState query={both} loading="Loading the booking flow..." error={loadError('the booking flow')}>
        {({ flow, choices }) => (
          <FlowEditor
            key={`${flow.id}-${flow.version}`}
            flow={flow}
            choices={choices}
            readOnly={!isAdmin}
            savedVersion={savedVersion === flow.version ? savedVersion : null}
            onSaved={setSavedVersion}
            onReload={() => void both.refetch()}
          />
        )}
      </QueryState>
    </>
  );
}

interface TEditorProps {
  flow: TStaffFlow;
  choices: TFlowChoices;
  readOnly: boolean;
  savedVersion: number | null;
  onSaved: (version: number) => void;
  onReload: () => void;
}

const hasAny = (problems: TFlowProblems) => Object.keys(problems).length > 0;

function FlowEditor({ flow, choices, readOnly, savedVersion, onSaved, onReload }: TEditorProps) {
  const save = useSaveFlow(flow.id);
  const preview = usePreviewFlow();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(flow));
  const [dirty, setDirty] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // Local problems show once a save or preview was tried; the server's until the next change.
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<TFlowProblems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [shown, setShown] = useState<TBookingFlow | null>(null);

  const local = useMemo(() => problemsOf(draft, choices, flow.event_type), [draft, choices, flow.event_type]);
  const problems: TFlowProblems = checked ? { ...serverProblems, ...local } : serverProblems;

  const change = (next: TDraft) => {
    setDraft(next);
    setDirty(true);
    setServerProblems({});
    setProblem(null);
  };
  const openProblems = (found: TFlowProblems) => setOpen((now) => new Set([...now, ...stepsWithProblems(found)]));
  /** True when the draft can go: otherwise its problems are shown, their steps opened. */
  const ready = (what: string) => {
    setChecked(true);
    if (!hasAny(local)) return true;
    openProblems(local);
    setProblem(`Some fields need fixing before ${what}. They are marked below.`);
    return false;
  };

  /** A refusal: someone else's save, the rules' field errors (marked where they belong), or a sentence. */
  const failed = (error: Error, what: string) => {
    if (isApiError(error) && error.status === 409) return setConflict(true);
    const fields = isApiError(error) ? error.fieldErrors : {};
    if (!Object.keys(fields).some((key) => /^(name|description|steps)(\.|$)/.test(key))) return setProblem(error.message);
    setServerProblems(fields);
    openProblems(fields);
    setProblem(`Some fields need fixing before ${what}. They are marked below.`);
  };

  const submit = () => {
    if (!ready('saving')) return;
    setProblem(null);
    save.mutate(saveRequestOf(draft, flow.version), {
      onSuccess: (saved) => {
        setDirty(false);
        // Said on the page (not a passing toast): it tells what happens to bookings under way.
        onSaved(saved.version);
        // Last: the editor starts over from the new version.
        queryClient.setQueryData(bookingFlowQuery(flow.id).queryKey, saved);
      },
      onError: (error) => failed(error, 'saving'),
    });
  };

  const showPreview = () => {
    if (!ready('previewing')) return;
    setProblem(null);
    const { name, description, steps } = saveRequestOf(draft, flow.version);
    preview.mutate({ name, description, steps, event_type: flow.event_type }, { onSuccess: setShown, onError: (error) => failed(error, 'previewing') });
  };

  const top = [...(problems.name ?? []), ...(problems.description ?? []), ...(problems.steps ?? [])];
  const actions = (
    <>
      <Button variant="outlined" startIcon={<Visibility />} onClick={showPreview} disabled={preview.isPending}>
        {preview.isPending ? 'Opening...' : 'Preview'}
      </Button>
      {!readOnly && (
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeading
        title={flow.name}
        subtitle={
          <>
            {flow.event_type_name} · Version {flow.version} · {flow.is_active ? 'Active' : 'Inactive'}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              Last saved {formatInstant(flow.updated_at)}
              {flow.updated_by_name ? ` by ${flow.updated_by_name}` : ''}
            </Typography>
          </>
        }
        actions={actions}
      />
      <FlowWarnings flowId={flow.id} canEdit={!readOnly} />
      <Stack spacing={3}>
        {readOnly && <Alert severity="info">You can look at this booking flow and preview it. Only an admin can change it.</Alert>}
        {savedVersion !== null && (
          <Alert severity="success" role="status">
            {FLOW_EDITOR_TEXT.saved(savedVersion)}
          </Alert>
        )}
        {flow.sessions_on_older_versions > 0 && (
          <Alert severity="info">
            {flow.sessions_on_older_versions === 1
              ? 'One booking under way finishes on an earlier version of this flow.'
              : `${flow.sessions_on_older_versions} bookings under way finish on earlier versions of this flow.`}
          </Alert>
        )}
        <Card variant="outlined" component="section" aria-labelledby="flow-details-heading">
          <CardContent>
            <Typography variant="h6" component="h2" id="flow-details-heading" sx={{ mb: 2 }}>
              Booking flow
            </Typography>
            <Grid container spacing={2}>
              <TextSetting
                label="Name"
                value={draft.name}
                onChange={(name) => change({ ...draft, name })}
                readOnly={readOnly}
                error={problems.name?.[0]}
                help="For the staff console; visitors see the event type."
                required
              />
              <TextSetting
                label="Description"
                value={draft.description}
                onChange={(description) => change({ ...draft, description })}
                readOnly={readOnly}
                error={problems.description?.[0]}
                multiline
              />
              <SwitchSetting
                label="Active"
                checked={draft.is_active}
                onChange={(is_active) => change({ ...draft, is_active })}
                readOnly={readOnly}
                help={`Visitors booking a ${flow.event_type_name} go through the active flow.`}
              />
            </Grid>
          </CardContent>
        </Card>
        <section aria-labelledby="flow-steps-heading">
          <Typography variant="h6" component="h2" id="flow-steps-heading">
            Steps
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            In the order visitors go through them. Steps that are off are skipped.
          </Typography>
          {top.length > 0 && (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              {top.join(' ')}
            </Alert>
          )}
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {draft.steps.map((step, i) => (
              <StepCard
                key={step.step_type}
                step={step}
                index={i}
                count={draft.steps.length}
                open={open.has(i)}
                onOpen={(on) =>
                  setOpen((now) => {
                    const next = new Set(now);
                    if (on) next.add(i);
                    else next.delete(i);
                    return next;
                  })
                }
                onChange={(next) => change({ ...draft, steps: draft.steps.map((s, j) => (j === i ? next : s)) })}
                onMove={(by) => {
                  change({ ...draft, steps: moveStep(draft.steps, i, by) });
                  // Open panels follow their steps.
                  setOpen((now) => new Set([...now].map((j) => (j === i ? i + by : j === i + by ? i : j))));
                }}
                problems={stepProblems(problems, i)}
                readOnly={readOnly}
                choices={choices}
                eventType={flow.event_type}
              />
            ))}
          </Stack>
        </section>
        {conflict && (
          <Alert
            severity="warning"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={onReload}>
                Reload
              </Button>
            }
          >
            {FLOW_EDITOR_TEXT.outOfDate}
          </Alert>
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      </Stack>
      <FlowPreviewDialog flow={shown} choices={choices} onClose={() => setShown(null)} />
      {!readOnly && <LeaveGuard dirty={dirty && !save.isPending} />}
    </>
  );
}
