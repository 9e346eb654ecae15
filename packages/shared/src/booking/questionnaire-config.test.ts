import { describe, expect, it } from 'vitest';
import { readBookingQuestionnaire, readQuestionnaireConfig, ZReadBookingQuestionnaire } from './questionnaire-config';

const field = (id: number, type: string) => ({
  id,
  questionnaire_id: 1,
  name: `Q${id}`,
  type,
  required: false,
  options: [],
  help_text: '',
  placeholder: '',
  order: id,
});

describe('readQuestionnaireConfig', () => {
  it.each([
    ['known fields only', { questionnaire_items: [field(1, 'text'), field(2, 'rating')] }, [1, 2], []],
    ['an unknown type is set apart, the rest kept', { questionnaire_items: [field(1, 'text'), field(2, 'signature')] }, [1], ['signature']],
    ['no items at all', {}, [], []],
  ])('%s', (_name, raw, ids, unsupported) => {
    const read = readQuestionnaireConfig(raw);
    expect(read?.config.questionnaire_items.map((f) => f.id)).toEqual(ids);
    expect(read?.unsupported).toEqual(unsupported);
  });

  it.each([
    ['not an object', 'questionnaire'],
    ['null', null],
    ['a known field missing its name', { questionnaire_items: [{ ...field(1, 'text'), name: undefined }] }],
    ['a file size out of bounds', { max_file_size_mb: 50 }],
  ])('%s cannot be read', (_name, raw) => {
    expect(readQuestionnaireConfig(raw)).toBeNull();
  });
});

describe('readBookingQuestionnaire', () => {
  const questionnaire = (fields: unknown[]) => ({ id: 1, name: 'Wedding details', description: '', event_type: 1, is_active: true, fields });

  it('keeps the known fields and sets an unknown type apart', () => {
    const read = readBookingQuestionnaire(questionnaire([field(1, 'text'), field(2, 'signature'), field(3, 'file')]));
    expect(read?.questionnaire.fields.map((f) => f.id)).toEqual([1, 3]);
    expect(read?.unsupported).toEqual(['signature']);
  });

  it.each([
    ['not an object', 'questionnaire'],
    ['without a name', { ...questionnaire([]), name: undefined }],
    ['a known field missing its name', questionnaire([{ ...field(1, 'text'), name: undefined }])],
  ])('%s cannot be read, and fails the browser parse with the spec text', (_name, raw) => {
    expect(readBookingQuestionnaire(raw)).toBeNull();
    expect(ZReadBookingQuestionnaire.safeParse(raw).error?.issues[0]?.message).toBe('Failed to load questionnaire');
  });
});
