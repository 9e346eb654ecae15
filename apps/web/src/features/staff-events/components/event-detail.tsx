import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import type { TEventStatus } from '@venue/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ScrollableTabs } from '@/components/layout/scrollable-tabs';
import { loadError, QueryState } from '@/components/feedback/query-state';
import { CareNotes } from '@/components/staff/care-notes';
import { PageHeading } from '@/components/staff/page-heading';
import { eventTypesQuery, facilitiesQuery, staffEventQuery } from '@/features/staff-events/api/staff-events.queries';
import { AnswersTab } from '@/features/staff-events/components/answers-tab';
import { DocumentsTab } from '@/features/staff-events/components/documents-tab';
import { EditEventDialog } from '@/features/staff-events/components/edit-event-dialog';
import { EventHeader } from '@/features/staff-events/components/event-header';
import { FeedbackTab } from '@/features/staff-events/components/feedback-tab';
import { NotesTab } from '@/features/staff-events/components/notes-tab';
import { SalesTab } from '@/features/staff-events/components/sales-tab';
import { StatusDialog } from '@/features/staff-events/components/status-dialog';
import { TasksTab } from '@/features/staff-events/components/tasks-tab';
import { TimelineTab } from '@/features/staff-events/components/timeline-tab';
import { isApiError } from '@/lib/api-error';

const TAB_KEYS = ['tasks', 'answers', 'notes', 'documents', 'feedback', 'timeline', 'sales', 'money'] as const;
type TTabKey = (typeof TAB_KEYS)[number];

/**
 * One event as the venue runs it: header with its status moves, then its tabs (?tab= keeps the open one). The money
 * tab and the event sheet's link are other features' parts, handed in by the route (features do not import each other).
 */
export function StaffEventDetail({ eventId, moneyPanel, sheetLink }: { eventId: number; moneyPanel?: ReactNode; sheetLink?: ReactNode }) {
  const event = useQuery(staffEventQuery(eventId));
  const facilities = useQuery(facilitiesQuery());
  const eventTypes = useQuery(eventTypesQuery());
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TTabKey = (TAB_KEYS as readonly string[]).includes(requested ?? '') ? (requested as TTabKey) : 'tasks';
  const [editing, setEditing] = useState(false);
  const [statusTarget, setStatusTarget] = useState<TEventStatus | null>(null);

  if (isApiError(event.error) && event.error.status === 404) return <PageHeading title="Event not found" subtitle="This event does not exist." />;

  return (
    <QueryState query={event} loading="Loading event..." error={loadError('this event')}>
      {(data) => {
        const tabs: { key: TTabKey; label: string; panel: ReactNode }[] = [
          { key: 'tasks', label: `Tasks (${data.tasks_count})`, panel: <TasksTab eventId={eventId} /> },
          { key: 'answers', label: 'Answers', panel: <AnswersTab eventId={eventId} /> },
          { key: 'notes', label: `Notes (${data.notes_count + data.internal_notes_count})`, panel: <NotesTab eventId={eventId} /> },
          { key: 'documents', label: `Documents (${data.documents_count})`, panel: <DocumentsTab eventId={eventId} /> },
          {
            key: 'feedback',
            label: data.has_feedback && !data.feedback_has_response ? 'Feedback (new)' : 'Feedback',
            panel: <FeedbackTab eventId={eventId} />,
          },
          { key: 'timeline', label: 'Timeline', panel: <TimelineTab eventId={eventId} /> },
          {
            key: 'sales',
            label: 'Quotes & Contracts',
            panel: <SalesTab eventId={eventId} closed={data.status === 'CANCELLED'} request={data.quote_request} />,
          },
          ...(moneyPanel ? [{ key: 'money' as const, label: 'Money', panel: moneyPanel }] : []),
        ];
        return (
          <>
            <EventHeader event={data} onEdit={() => setEditing(true)} onStatus={setStatusTarget} />
            {sheetLink}
            <CareNotes notes={data.care_notes} />
            <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
              <ScrollableTabs
                value={tab}
                onChange={(_, key: TTabKey) => setParams((prev) => ({ ...Object.fromEntries(prev), tab: key }), { replace: true })}
                aria-label="Event sections"
              >
                {tabs.map((t) => (
                  <Tab key={t.key} value={t.key} label={t.label} id={`event-tab-${t.key}`} aria-controls={`event-panel-${t.key}`} />
                ))}
              </ScrollableTabs>
            </Box>
            {tabs.map((t) => (
              <Paper
                key={t.key}
                variant="outlined"
                role="tabpanel"
                id={`event-panel-${t.key}`}
                aria-labelledby={`event-tab-${t.key}`}
                hidden={t.key !== tab}
                sx={{ p: { xs: 2, sm: 3 } }}
              >
                {t.key === tab && t.panel}
              </Paper>
            ))}
            {facilities.data && eventTypes.data && (
              <EditEventDialog event={data} eventTypes={eventTypes.data} facilities={facilities.data} open={editing} onClose={() => setEditing(false)} />
            )}
            <StatusDialog eventId={eventId} target={statusTarget} onClose={() => setStatusTarget(null)} />
          </>
        );
      }}
    </QueryState>
  );
}
