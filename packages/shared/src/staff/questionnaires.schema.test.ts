import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_TEXT as Q, questionErrors, ZCreateQuestionnaireRequest, ZCreateQuestionRequest } from './questionnaires.schema';

describe('question rules', () => {
  it.each([
    ['text', [], {}],
    ['select', ['Chapel'], { options: [Q.optionsNeeded] }],
    ['radio', ['Chapel', 'chapel'], { options: [Q.optionsUnique] }],
    ['multi-select', ['Bonfire, singing', 'Nature walk'], { options: ['Options of a checkbox question must not contain commas'] }],
    ['select', ['Chapel', 'Garden'], {}],
  ])('%s with %j', (type, options, expected) => {
    expect(questionErrors({ type, options })).toEqual(expected);
  });

  it('defaults a new question and trims what was typed', () => {
    expect(ZCreateQuestionRequest.parse({ label: '  Allergies ', type: 'textarea', purpose: 'dietary' })).toEqual({
      label: 'Allergies',
      type: 'textarea',
      required: false,
      options: [],
      help_text: '',
      purpose: 'dietary',
    });
  });

  it('asks a booking questionnaire for its event type', () => {
    const res = ZCreateQuestionnaireRequest.safeParse({ title: 'Event Information', purpose: 'booking', event_type_id: null });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['event_type_id'], message: Q.eventTypeNeeded });
  });
});
