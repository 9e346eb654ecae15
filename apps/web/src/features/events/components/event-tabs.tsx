import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import type { TClientEventDetail } from '@venue/shared/events/event.schema';
import { useState, type ReactNode } from 'react';
import { ScrollableTabs } from '@/components/layout/scrollable-tabs';
import { DocumentsTab } from '@/features/events/components/documents-tab';
import { FeedbackTab } from '@/features/events/components/feedback-tab';
import { NotesTab } from '@/features/events/components/notes-tab';
import { QuestionnairesTab } from '@/features/events/components/questionnaires-tab';
import { TasksTab } from '@/features/events/components/tasks-tab';
import { TimelineTab } from '@/features/events/components/timeline-tab';

/** A tab another feature contributes through the route (features do not import each other). */
export interface TEventTab {
  key: string;
  /** The dashboard's activeTab number for this tab (spec: 3 Tasks, 5 Quotes, 6 Contracts). */
  slot: number;
  label: string;
  panel: ReactNode;
}

/**
 * The dashboard opens a tab by its number (3 is Tasks, 5 Quotes, 6 Contracts). Tabs that are absent shift the
 * later ones, and the contributed tabs may appear a moment after the page, so the open tab is kept by key and
 * the initial one is found by its slot, falling back to its position.
 */
export function EventTabs({ event, initialTab, extraTabs = [] }: { event: TClientEventDetail; initialTab: number; extraTabs?: TEventTab[] }) {
  const tabs: TEventTab[] = [
    { key: 'timeline', slot: 0, label: 'Timeline', panel: <TimelineTab eventId={event.id} /> },
    { key: 'questionnaires', slot: 1, label: 'Questionnaires', panel: <QuestionnairesTab eventId={event.id} eventTypeId={event.event_type_id} /> },
    { key: 'documents', slot: 2, label: `Documents (${event.accessible_documents_count})`, panel: <DocumentsTab eventId={event.id} /> },
    { key: 'tasks', slot: 3, label: 'Tasks', panel: <TasksTab eventId={event.id} /> },
    { key: 'feedback', slot: 4, label: 'Feedback', panel: <FeedbackTab eventId={event.id} status={event.status} /> },
    ...extraTabs,
  ];
  if (event.has_notes) tabs.push({ key: 'notes', slot: 7, label: `Notes (${event.notes_count})`, panel: <NotesTab eventId={event.id} /> });

  const [chosen, setChosen] = useState<string | null>(null);
  const bySlot = tabs.findIndex((t) => t.slot === initialTab);
  const initial = bySlot >= 0 ? bySlot : initialTab >= 0 && initialTab < tabs.length ? initialTab : 0;
  const byKey = chosen === null ? -1 : tabs.findIndex((t) => t.key === chosen);
  const current = byKey >= 0 ? byKey : initial;
  const setActive = (i: number) => setChosen(tabs[i]!.key);
  const id = (i: number) => `event-tab-${i}`;

  return (
    <Paper variant="outlined">
      <ScrollableTabs value={current} onChange={(_, v: number) => setActive(v)} aria-label="Event sections" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((t, i) => (
          <Tab key={t.key} label={t.label} id={id(i)} aria-controls={`${id(i)}-panel`} />
        ))}
      </ScrollableTabs>
      {/* Only the open panel is mounted, so each tab's calls start when it is first opened. */}
      <Box role="tabpanel" id={`${id(current)}-panel`} aria-labelledby={id(current)} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        {tabs[current]!.panel}
      </Box>
    </Paper>
  );
}
