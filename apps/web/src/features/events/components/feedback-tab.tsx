import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { TEventStatus } from '@venue/shared/enums';
import { useState } from 'react';
import { feedbackQuery } from '@/features/events/api/events.queries';
import { FeedbackForm } from '@/features/events/components/feedback-form';
import { FeedbackView } from '@/features/events/components/feedback-view';
import { QueryState } from '@/components/feedback/query-state';
import { EVENT_LOAD_ERRORS } from '@/features/events/event-texts';

/**
 * Feedback is asked for only once the event is COMPLETED; after that it can be edited until the team
 * responds (spec section 4).
 */
export function FeedbackTab({ eventId, status }: { eventId: number; status: TEventStatus }) {
  const completed = status === 'COMPLETED';
  const feedback = useQuery({ ...feedbackQuery(eventId), enabled: completed });
  const [editing, setEditing] = useState(false);

  if (!completed) {
    return <Alert severity="info">You can leave feedback once your event is completed.</Alert>;
  }
  return (
    <QueryState query={feedback} loading="Loading feedback..." error={EVENT_LOAD_ERRORS.feedback}>
      {(saved) =>
        !saved || editing ? (
          <FeedbackForm eventId={eventId} saved={saved} onDone={() => setEditing(false)} />
        ) : (
          <Stack spacing={2}>
            <FeedbackView feedback={saved} />
            {!saved.has_response && (
              <div>
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  Edit Feedback
                </Button>
              </div>
            )}
          </Stack>
        )
      }
    </QueryState>
  );
}
