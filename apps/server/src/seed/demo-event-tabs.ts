import type { TQuestionPurpose } from '@venue/shared/events/question-purpose';
import { addDays, venueInstant } from '@venue/shared/dates';
import { eq } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { eventDocuments, eventFeedback, eventNotes, events, eventTasks, eventTimeline, questionnaireFields, questionnaires, eventTypes } from '../db/schema';
import type { TStorage } from '../lib/storage';

/** What fills the event tabs of the demo client: tasks of every kind, documents, notes, timeline, feedback. */
const PLANNER = 'Grace Villanueva (Event Coordinator)';

const MINIMAL_PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>endobj
4 0 obj<</Type/Font/Subtype/Type1/BaseFont/Times-Roman>>endobj
5 0 obj<</Length 88>>stream
BT /F1 20 Tf 72 760 Td (Venue Guidelines) Tj 0 -30 Td /F1 12 Tf (Arrival, setup and curfew times.) Tj ET
endstream endobj
trailer<</Root 1 0 R>>
%%EOF
`;

export async function seedEventTabs(tx: TTx, clientId: number, today: string, storage?: TStorage) {
  const own = await tx.select({ id: events.id, name: events.name, status: events.status }).from(events).where(eq(events.clientId, clientId));
  const byStatus = (s: string) => own.find((e) => e.status === s)!;
  const wedding = byStatus('CONFIRMED');
  const corporate = byStatus('IN_PROGRESS');
  const teamDay = byStatus('COMPLETED');

  await tx.update(events).set({ currentStage: 'Final Planning' }).where(eq(events.id, wedding.id));
  await tx.update(events).set({ currentStage: 'Program Design' }).where(eq(events.id, corporate.id));
  await tx.update(events).set({ currentStage: 'Event Completed' }).where(eq(events.id, teamDay.id));

  const task = (eventId: number, t: Partial<typeof eventTasks.$inferInsert> & { title: string }) => ({ eventId, description: '', ...t });
  await tx.insert(eventTasks).values([
    task(wedding.id, {
      title: 'Confirm final guest count',
      description: 'The caterer needs the final number of guests and children under 7.',
      status: 'PENDING',
      priority: 'URGENT',
      dueDate: addDays(today, 2),
      requiresClientInput: true,
      canUpdate: true,
    }),
    task(wedding.id, {
      title: 'Choose the reception menu',
      description: 'Pick one of the three Filipino-fusion menus from the tasting.',
      status: 'PENDING',
      priority: 'HIGH',
      dueDate: addDays(today, 6),
      requiresClientInput: true,
      canUpdate: true,
    }),
    task(wedding.id, {
      title: 'Send the seating plan',
      description: 'Upload the seating plan in the Documents tab.',
      status: 'PENDING',
      priority: 'HIGH',
      dueDate: addDays(today, -3),
      requiresClientInput: true,
      canUpdate: true,
    }),
    task(wedding.id, {
      title: 'Approve the floral mood board',
      status: 'IN_PROGRESS',
      priority: 'MEDIUM',
      dueDate: addDays(today, 12),
      requiresClientInput: true,
      canUpdate: true,
    }),
    task(wedding.id, {
      title: 'Sanctuary sound check',
      description: 'Venue team task.',
      status: 'PENDING',
      priority: 'LOW',
      dueDate: addDays(today, 40),
      requiresClientInput: false,
      canUpdate: false,
    }),
    task(wedding.id, {
      title: 'Sign the catering addendum',
      status: 'BLOCKED',
      priority: 'HIGH',
      dueDate: addDays(today, 9),
      requiresClientInput: true,
      canUpdate: false,
    }),
    task(wedding.id, {
      title: 'Pay the reservation deposit',
      status: 'COMPLETED',
      priority: 'HIGH',
      dueDate: addDays(today, -30),
      requiresClientInput: true,
      canUpdate: true,
      completionNotes: 'Paid by bank transfer.',
      completedAt: new Date(Date.now() - 30 * 86_400_000),
    }),
    task(wedding.id, {
      title: 'Book the ceremony officiant',
      status: 'COMPLETED',
      priority: 'MEDIUM',
      dueDate: addDays(today, -20),
      requiresClientInput: true,
      canUpdate: true,
      completedAt: new Date(Date.now() - 21 * 86_400_000),
    }),
    task(corporate.id, {
      title: 'Send the speaker list',
      status: 'PENDING',
      priority: 'HIGH',
      dueDate: addDays(today, 4),
      requiresClientInput: true,
      canUpdate: true,
    }),
    task(corporate.id, {
      title: 'Confirm projector and microphones',
      status: 'PENDING',
      priority: 'MEDIUM',
      dueDate: addDays(today, 10),
      requiresClientInput: true,
      canUpdate: true,
    }),
    task(corporate.id, {
      title: 'Room block at Havila',
      status: 'CANCELLED',
      priority: 'LOW',
      dueDate: addDays(today, 5),
      requiresClientInput: false,
      canUpdate: false,
    }),
    task(teamDay.id, {
      title: 'Share team list',
      status: 'COMPLETED',
      priority: 'MEDIUM',
      dueDate: addDays(today, -50),
      requiresClientInput: true,
      canUpdate: true,
      completedAt: new Date(Date.now() - 50 * 86_400_000),
    }),
  ]);

  await tx.insert(eventNotes).values([
    { eventId: wedding.id, content: 'Bride prefers white and champagne roses; no lilies (allergy).', createdByName: PLANNER },
    { eventId: wedding.id, content: 'Rain plan: ceremony moves from the Open-Field to the Sanctuary chapel.', createdByName: PLANNER },
    { eventId: corporate.id, content: 'Lunch at 12:30 sharp; vegetarian options for 8 guests.', createdByName: PLANNER },
  ]);

  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  await tx.insert(eventTimeline).values([
    { eventId: wedding.id, actionType: 'event_created', description: 'Event booked', actorName: PLANNER, createdAt: day(60) },
    { eventId: wedding.id, actionType: 'status_changed', description: 'Event confirmed', actorName: PLANNER, createdAt: day(45) },
    {
      eventId: wedding.id,
      actionType: 'task_completed',
      description: 'Task "Pay the reservation deposit" marked completed',
      actorName: 'Maria Santos',
      createdAt: day(30),
    },
    { eventId: wedding.id, actionType: 'stage_changed', description: 'Stage moved to Final Planning', actorName: PLANNER, createdAt: day(3) },
    { eventId: corporate.id, actionType: 'event_created', description: 'Event booked', actorName: PLANNER, createdAt: day(25) },
    { eventId: teamDay.id, actionType: 'event_created', description: 'Event booked', actorName: PLANNER, createdAt: day(95) },
    { eventId: teamDay.id, actionType: 'status_changed', description: 'Event confirmed', actorName: PLANNER, createdAt: day(80) },
    {
      eventId: teamDay.id,
      actionType: 'task_completed',
      description: 'Task "Share team list" marked completed',
      actorName: 'Maria Santos',
      createdAt: day(50),
    },
    { eventId: teamDay.id, actionType: 'status_changed', description: 'Event completed', actorName: PLANNER, createdAt: day(40) },
  ]);

  if (storage) {
    const pdf = await storage.put('documents', 'pdf', Buffer.from(MINIMAL_PDF));
    const txt = await storage.put(
      'documents',
      'txt',
      Buffer.from('Ceremony 3:00 PM at the Sanctuary\nCocktails 4:30 PM, Angelic Field\nReception 6:00 PM, Pavilion\n'),
    );
    await tx.insert(eventDocuments).values([
      {
        eventId: wedding.id,
        name: 'Venue Guidelines',
        category: 'PLANNING',
        description: 'Arrival, setup and curfew times.',
        fileKey: pdf,
        originalName: 'Venue-Guidelines.pdf',
        mimeType: 'application/pdf',
        sizeBytes: MINIMAL_PDF.length,
        uploadedByName: PLANNER,
      },
      {
        eventId: wedding.id,
        name: 'Program of the Day',
        category: 'PLANNING',
        description: '',
        fileKey: txt,
        originalName: 'program.txt',
        mimeType: 'text/plain',
        sizeBytes: 96,
        uploadedByName: PLANNER,
      },
    ]);
  }

  // A COMPLETED event whose feedback the team has answered, next to the one still waiting for feedback.
  const [retreatType] = await tx.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.name, 'Retreat'));
  const [past] = await tx
    .insert(events)
    .values({
      clientId,
      eventTypeId: retreatType!.id,
      name: 'Santos Family Reunion',
      status: 'COMPLETED',
      paymentStatus: 'PAID',
      startDate: addDays(today, -200),
      endDate: addDays(today, -199),
      startsAt: venueInstant(addDays(today, -200), '10:00'),
      endsAt: venueInstant(addDays(today, -199), '22:00'),
      guestCount: 45,
      totalPrice: '68000.00',
      currentStage: 'Event Completed',
    })
    .returning({ id: events.id });
  // A finished event has a history like any other (its timeline is never empty).
  await tx.insert(eventTimeline).values([
    { eventId: past!.id, actionType: 'event_created', description: 'Event booked', actorName: PLANNER, createdAt: day(260) },
    { eventId: past!.id, actionType: 'status_changed', description: 'Event confirmed', actorName: PLANNER, createdAt: day(240) },
    { eventId: past!.id, actionType: 'status_changed', description: 'Event completed', actorName: PLANNER, createdAt: day(199) },
    { eventId: past!.id, actionType: 'feedback_submitted', description: 'Feedback submitted (5 of 5)', actorName: 'Maria Santos', createdAt: day(195) },
  ]);
  await tx.insert(eventFeedback).values({
    eventId: past!.id,
    overallRating: 5,
    comments: 'The Havila rooms were spotless and the staff handled the rain beautifully.',
    testimonial: 'A peaceful place that made our reunion feel like home.',
    isPublic: true,
    shownOnWebsite: true,
    categories: { communication: 5, organization: 5, quality: 4, timeliness: 5, value: 4 },
    response: 'Salamat po, Maria! It was a joy to host your family. We hope to welcome you back soon.',
    responseByName: PLANNER,
    respondedAt: day(190),
  });
}

/** One questionnaire with every field type, for every event type. */
export async function seedQuestionnaires(tx: TTx) {
  const [q] = await tx
    .insert(questionnaires)
    .values({ name: 'Event Planning Questionnaire', description: 'Help us prepare your day exactly as you imagine it.', sortOrder: 1 })
    .returning({ id: questionnaires.id });
  const f = (
    sortOrder: number,
    name: string,
    type: string,
    required = false,
    options: string[] = [],
    helpText = '',
    purpose: TQuestionPurpose | null = null,
  ) => ({
    questionnaireId: q!.id,
    sortOrder,
    name,
    type,
    required,
    options,
    helpText,
    purpose,
  });
  await tx
    .insert(questionnaireFields)
    .values([
      f(1, 'Main contact person', 'text', true),
      f(2, 'Contact e-mail on the day', 'email'),
      f(3, 'Contact phone on the day', 'phone', true, [], 'A mobile number we can reach during the event.'),
      f(4, 'Expected number of guests', 'number', true, [], '', 'guest_count'),
      f(5, 'Preferred arrival date', 'date'),
      f(6, 'Preferred start time', 'time'),
      f(7, 'Will you need overnight rooms at Havila?', 'boolean', false, [], '', 'overnight'),
      f(8, 'Seating style', 'select', false, ['Round tables', 'Long banquet tables', 'Theater style']),
      f(9, 'Activities of interest', 'multi-select', false, ['Bonfire', 'Worship service', 'Team games', 'Nature walk']),
      f(10, 'Catering preference', 'radio', false, ['Filipino buffet', 'Plated dinner', 'Boodle fight']),
      f(11, 'Anything else we should know?', 'textarea', false, [], '', 'special_requests'),
      f(12, 'Floor plan or mood board', 'file', false, [], 'A PDF or a picture (JPG or PNG), up to 10 MB.'),
    ]);
}
