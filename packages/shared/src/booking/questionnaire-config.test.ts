import { describe, expect, it } from 'vitest';
import { readQuestionnaireConfig } from './questionnaire-config';

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
