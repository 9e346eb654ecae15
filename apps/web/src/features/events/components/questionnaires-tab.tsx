import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { questionnairesQuery, responsesQuery } from '@/features/events/api/events.queries';
import { EmptyText, QueryState } from '@/components/feedback/query-state';
import { QuestionnaireForm } from '@/features/events/components/questionnaire-form';
import { QuestionnaireView } from '@/features/events/components/questionnaire-view';
import { answersFrom, filesFrom } from '@/features/events/components/questionnaire-answers';
import { downloadAnswerFile } from '@/features/events/api/download-answer-file';
import { useToast } from '@/components/feedback/toast-context';
import type { TAnswerFile } from '@venue/shared/events/questionnaire.schema';
import { EVENT_LOAD_ERRORS } from '@/features/events/event-texts';

/**
 * View mode lists every questionnaire's answers; 'Edit Responses' opens the first one for editing (spec section 4).
 * With several (the booking's questions and the venue's planning questionnaire), each also has its own Edit.
 */
export function QuestionnairesTab({ eventId, eventTypeId }: { eventId: number; eventTypeId: number }) {
  const [editing, setEditing] = useState<number | null>(null);
  const toast = useToast();
  const download = (file: TAnswerFile) => {
    toast({ severity: 'info', title: 'Download Started', message: `Downloading ${file.name}...` });
    downloadAnswerFile(file).catch(() => toast({ severity: 'error', title: 'Download Failed', message: 'Failed to download file. Please try again.' }));
  };
  // Both calls must succeed before anything is shown: answers without their questions mean nothing.
  const both = useQueries({
    queries: [questionnairesQuery(eventTypeId), responsesQuery(eventId)],
    combine: ([questionnaires, responses]) => ({
      isPending: questionnaires.isPending || responses.isPending,
      isError: questionnaires.isError || responses.isError,
      data:
        questionnaires.data && responses.data
          ? { list: questionnaires.data, answers: answersFrom(responses.data), files: filesFrom(responses.data) }
          : undefined,
      refetch: () => Promise.all([questionnaires.refetch(), responses.refetch()]),
    }),
  });

  return (
    <QueryState query={both} loading="Loading questionnaires..." error={EVENT_LOAD_ERRORS.questionnaires}>
      {({ list, answers, files }) => {
        if (list.length === 0) return <EmptyText>There are no questionnaires for this event.</EmptyText>;
        const open = list.find((q) => q.id === editing);
        if (open) return <QuestionnaireForm eventId={eventId} questionnaire={open} saved={answers} savedFiles={files} onDone={() => setEditing(null)} />;
        return (
          <Stack spacing={3}>
            <div>
              <Button variant="contained" startIcon={<Edit />} onClick={() => setEditing(list[0]!.id)}>
                Edit Responses
              </Button>
            </div>
            {list.map((q) => (
              <QuestionnaireView
                key={q.id}
                questionnaire={q}
                answers={answers}
                files={files}
                onDownload={download}
                onEdit={list.length > 1 ? () => setEditing(q.id) : undefined}
              />
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}
