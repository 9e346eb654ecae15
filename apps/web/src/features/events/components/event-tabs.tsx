import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TClientEventDetail } from '@venue/shared/events/event.schema';
import { useState, type ReactNode } from 'react';
import { DocumentsTab } from '@/features/events/components/documents-tab';
import { FeedbackTab } from '@/features/events/components/feedback-tab';
import { NotesTab } from '@/features/events/components/notes-tab';
import { QuestionnairesTab } from '@/features/events/components/questionnaires-tab';
import { TasksTab } from '@/features/events/components/tasks-tab';
import { TimelineTab } from '@/features/events/components/timeline-tab';

/**
 * The tab indexes are part of the contract with the dashboard (3 is Tasks). Quotes (5) and Contracts (6) come
 * with their features; until then Notes takes the next free index.
 */
export function EventTabs({ event, initialTab }: { event: TClientEventDetail; initialTab: number }) {
  const tabs: { label: string; panel: ReactNode }[] = [
    { label: 'Timeline', panel: <TimelineTab eventId={event.id} /> },
    { label: 'Questionnaires', panel: <QuestionnairesTab eventId={event.id} eventTypeId={event.event_type_id} /> },
    { label: `Documents (${event.accessible_documents_count})`, panel: <DocumentsTab eventId={event.id} /> },
    { label: 'Tasks', panel: <TasksTab eventId={event.id} /> },
    { label: 'Feedback', panel: <FeedbackTab eventId={event.id} status={event.status} /> },
  ];
  if (event.has_notes) tabs.push({ label: `Notes (${event.notes_count})`, panel: <NotesTab eventId={event.id} /> });

  const [active, setActive] = useState(() => (initialTab >= 0 && initialTab < tabs.length ? initialTab : 0));
  const current = Math.min(active, tabs.length - 1);
  const id = (i: number) => `event-tab-${i}`;

  return (
    <Paper variant="outlined">
      <Tabs value={current} onChange={(_, v: number) => setActive(v)} variant="scrollable" allowScrollButtonsMobile aria-label="Event sections" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((t, i) => (
          <Tab key={i} label={t.label} id={id(i)} aria-controls={`${id(i)}-panel`} />
        ))}
      </Tabs>
      {/* Only the open panel is mounted, so each tab's calls start when it is first opened. */}
      <Box role="tabpanel" id={`${id(current)}-panel`} aria-labelledby={id(current)} sx={{ p: { xs: 2, sm: 3 } }}>
        {tabs[current]!.panel}
      </Box>
    </Paper>
  );
}
