/** The client's event pages' load failures, as spec 001 words them (Events list; Inline load failures). */
export const EVENT_LOAD_ERRORS = {
  events: 'Unable to load events. Please try again later.',
  timeline: 'Unable to load event timeline. Please try again later.',
  documents: 'Unable to load event documents. Please try again later.',
  tasks: 'Unable to load event tasks. Please try again later.',
  feedback: 'Unable to load event feedback. Please try again later.',
  notes: 'Unable to load event notes. Please try again later.',
  questionnaires: 'Unable to load questionnaires. Please try again later.',
} as const;
