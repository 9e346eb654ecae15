import { and, eq } from 'drizzle-orm';
import type { TTx } from '../db/client';
import { events, questionnaireFields, questionnaires } from '../db/schema';
import { writeEventAnswers } from '../modules/questionnaires/questionnaires.service';

/**
 * Two demo weddings answered their booking questions as a couple would, through the same rule a booking uses
 * (writeEventAnswers): the guest count, the overnight stay and an allergy reach the event and its planning
 * questionnaire, and the wedding ten days out shows its care notes on the staff's Today.
 */
const ANSWERS: Record<string, Record<string, string>> = {
  'Reyes-Villanueva Wedding': {
    'Names of the couple': 'Ana Reyes & Marco Villanueva',
    'Expected number of guests': '180',
    'Ceremony style': 'Chapel ceremony',
    'Will family stay overnight at Havila?': 'true',
    'Dietary needs or allergies': 'Two guests are allergic to shellfish; the groom’s table is vegetarian.',
    'Accessibility needs': 'The bride’s grandmother uses a wheelchair: a table near the ramp, please.',
  },
  'Maria & Paolo Wedding': {
    'Names of the couple': 'Maria Santos & Paolo Reyes',
    'Expected number of guests': '150',
    'Ceremony style': 'Garden ceremony',
    'Will family stay overnight at Havila?': 'false',
    'Dietary needs or allergies': 'Paolo’s mother is allergic to peanuts; six guests are vegetarian.',
  },
};

export async function seedAnswers(tx: TTx) {
  for (const [eventName, answers] of Object.entries(ANSWERS)) {
    const [event] = await tx.select({ id: events.id, eventTypeId: events.eventTypeId }).from(events).where(eq(events.name, eventName));
    if (!event) continue;
    const fields = await tx
      .select({ id: questionnaireFields.id, name: questionnaireFields.name })
      .from(questionnaireFields)
      .innerJoin(questionnaires, eq(questionnaires.id, questionnaireFields.questionnaireId))
      .where(and(eq(questionnaires.audience, 'booking'), eq(questionnaires.eventTypeId, event.eventTypeId)));
    const byName = new Map(fields.map((f) => [f.name, f.id]));
    const changed = new Map(Object.entries(answers).flatMap(([name, value]) => (byName.has(name) ? [[byName.get(name)!, value] as const] : [])));
    await writeEventAnswers(tx, event, changed);
  }
}
