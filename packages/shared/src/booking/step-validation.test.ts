import { describe, expect, it } from 'vitest';
import { BOOKING_TEXT as T, type TQuestionnaireFieldType } from './steps';
import { validateStepData } from './step-validation';
import { isPhilippineMobile } from './contact-fields';
import { formatPhilippinePhone } from './step-data.schema';
import { questionnaireAnswerProblem } from './questionnaire-answers';
import { bookingSchedule } from './schedule';

const messages = (stepType: string, configuration: unknown, data: unknown) =>
  validateStepData({ step_type: stepType, configuration }, data).errors.map((e) => e.message);
/** The first message of each field. */
const fieldsOf = (stepType: string, configuration: unknown, data: unknown) =>
  Object.fromEntries(
    validateStepData({ step_type: stepType, configuration }, data)
      .errors.reverse()
      .map((e) => [e.field, e.message]),
  );

describe('the spec texts of each step (one schema per step type)', () => {
  it('introduction: acknowledged must be true', () => {
    expect(messages('introduction', {}, { acknowledged: false })).toEqual([T.acknowledge]);
    expect(messages('introduction', {}, { acknowledged: true })).toEqual([]);
  });

  it('schedule: date, time, duration between the minimum and maximum in half hours, offered times and venues', () => {
    const config = {
      min_duration_hours: 4,
      max_duration_hours: 14,
      available_time_slots: [{ start_time: '14:00' }],
      facility_ids: [6],
      default_facility_id: 6,
    };
    expect(fieldsOf('date_time', config, { start_date: '', start_time: '', duration: 8 })).toEqual({ start_date: T.dateRequired, start_time: T.timeRequired });
    expect(fieldsOf('date_time', config, { start_date: '2027-02-30', start_time: '25:00', duration: 8 })).toEqual({
      start_date: T.invalidDate,
      start_time: T.timeInvalid,
    });
    expect(messages('date_time', config, { start_date: '2027-02-03', start_time: '14:00', duration: 3.5 })).toEqual(['Duration must be at least 4 hours']);
    expect(messages('date_time', config, { start_date: '2027-02-03', start_time: '14:00', duration: 15 })).toEqual(['Duration cannot be more than 14 hours']);
    expect(messages('date_time', config, { start_date: '2027-02-03', start_time: '14:00', duration: 4.25 })).toEqual([T.durationStep]);
    expect(messages('date_time', config, { start_date: '2027-02-03', start_time: '15:00', duration: 8 })).toEqual([T.timeNotOffered]);
    expect(messages('date_time', config, { start_date: '2027-02-03', start_time: '14:00', duration: 8, venue_preference: 2 })).toEqual([T.venueNotOffered]);
    expect(messages('date_time', { ...config, default_facility_id: null }, { start_date: '2027-02-03', start_time: '14:00', duration: 8 })).toEqual([
      T.venueRequired,
    ]);
    expect(messages('date_time', {}, { start_date: '2027-02-03', start_time: '14:00', duration: 0.5 })).toContain('Duration must be at least 1 hour');
  });

  it('packages and add-ons: selection limits and quantities', () => {
    expect(messages('package_selection', { available_packages: [1, 2] }, { selected_packages: [] })).toEqual(['Must select at least 1 package(s)']);
    expect(
      messages(
        'package_selection',
        { available_packages: [1, 2] },
        {
          selected_packages: [
            { product_id: 1, quantity: 1 },
            { product_id: 2, quantity: 1 },
          ],
        },
      ),
    ).toEqual(['Cannot select more than 1 package(s)']);
    expect(
      messages(
        'package_selection',
        { available_packages: [1] },
        {
          selected_packages: [
            { product_id: 1, quantity: 1 },
            { product_id: 2, quantity: 0 },
          ],
        },
      ),
    ).toEqual([]);
    expect(messages('package_selection', { available_packages: [1] }, { selected_packages: [{ product_id: 3, quantity: 1 }] })).toEqual([T.productNotOffered]);
    expect(messages('addon_selection', { min_selection: 1, max_selection: 2 }, { selected_addons: [] })).toEqual(['Must select at least 1 add-on(s)']);
    const three = [1, 2, 3].map((id) => ({ product_id: id, quantity: 1 }));
    expect(messages('addon_selection', { min_selection: 1, max_selection: 2 }, { selected_addons: three })).toEqual(['Cannot select more than 2 add-on(s)']);
    expect(messages('addon_selection', {}, { selected_addons: [{ product_id: 1, quantity: 0 }] })).toEqual([T.quantityMin]);
  });

  it('questionnaire: required, forms of each field type, files', () => {
    const f = (id: number, type: TQuestionnaireFieldType, required = false, options: string[] = []) => ({
      id,
      questionnaire_id: 1,
      name: `Q${id}`,
      type,
      required,
      options,
      help_text: '',
      placeholder: '',
      order: id,
    });
    const config = {
      questionnaire_items: [
        f(1, 'text', true),
        f(2, 'number'),
        f(3, 'email'),
        f(4, 'phone'),
        f(5, 'date'),
        f(6, 'time'),
        f(7, 'select', false, ['A']),
        f(8, 'multi-select', false, ['A', 'B']),
        f(9, 'rating'),
        f(10, 'file'),
      ],
      allow_file_uploads: true,
      max_file_size_mb: 1,
      allowed_file_types: ['pdf'],
    };
    const bad = {
      responses: {
        field_2: 'x',
        field_3: 'no',
        field_4: '12',
        field_5: '2027-13-01',
        field_6: '7pm',
        field_7: 'B',
        field_8: ['A', 'C'],
        field_9: 6,
        field_10: 'upl_x',
      },
      uploaded_files: [{ file_id: 'upl_y', name: 'plan.exe', size: 2 * 1024 * 1024 }],
    };
    expect(fieldsOf('questionnaire', config, bad)).toEqual({
      'responses.field_1': 'Q1 is required',
      'responses.field_2': T.invalidNumber,
      'responses.field_3': T.invalidEmail,
      'responses.field_4': T.invalidPhone,
      'responses.field_5': T.invalidDate,
      'responses.field_6': T.invalidTime,
      'responses.field_7': T.invalidOption,
      'responses.field_8': T.invalidOption,
      'responses.field_9': T.invalidRating,
      'responses.field_10': T.invalidFile,
      uploaded_files: 'Some files are too large. Maximum file size is 1MB',
    });
    expect(messages('questionnaire', config, { responses: { field_1: 'x' }, uploaded_files: [{ file_id: 'a', name: 'a.exe', size: 10 }] })).toEqual([
      'Some files have invalid types. Allowed types: pdf',
    ]);
    expect(
      messages(
        'questionnaire',
        { ...config, allow_file_uploads: false },
        { responses: { field_1: 'x' }, uploaded_files: [{ file_id: 'a', name: 'a.pdf', size: 1 }] },
      ),
    ).toEqual([T.uploadsDisabled]);
    expect(questionnaireAnswerProblem(f(10, 'file'), 'upl_1', [{ file_id: 'upl_1' }])).toBeNull();
  });

  it('contact: the spec texts, Philippine phones, and the shared password rule', () => {
    expect(fieldsOf('contact_info', {}, {})).toEqual({ full_name: T.fullNameRequired, email: T.emailRequired, phone: T.phoneRequired });
    expect(fieldsOf('contact_info', { require_address: true, require_company: true }, { full_name: 'Ana Cruz', email: 'a@b', phone: '0817 123 4567' })).toEqual(
      {
        email: T.invalidEmail,
        phone: T.invalidPhone,
        address: T.addressRequired,
        company: T.companyRequired,
      },
    );
    const ok = { full_name: 'Ana Cruz', email: 'ana@example.com', phone: '+63 917-123-4567' };
    // A required full name needs a space; an optional one does not.
    expect(messages('contact_info', {}, { ...ok, full_name: 'Ana' })).toEqual([T.fullNameRequired]);
    expect(messages('contact_info', {}, { ...ok, full_name: ' Ana ' })).toEqual([T.fullNameRequired]);
    expect(messages('contact_info', { require_full_name: false }, { ...ok, full_name: 'Ana' })).toEqual([]);
    expect(messages('contact_info', { require_full_name: false }, { ...ok, full_name: '' })).toEqual([]);
    expect(messages('contact_info', {}, { ...ok, create_account: true })).toEqual([T.passwordRequired]);
    expect(messages('contact_info', {}, { ...ok, create_account: true, password: 'short1' })).toEqual(['Password must be at least 8 characters long']);
    expect(messages('contact_info', {}, { ...ok, create_account: true, password: 'NOLOWERCASE1' })).toEqual([
      'Password must contain at least one lowercase letter',
    ]);
    expect(messages('contact_info', {}, { ...ok, create_account: true, password: 'sampaguita2026' })).toEqual([]);
    expect(messages('contact_info', { require_account_creation: true }, ok)).toEqual([T.accountRequired]);
    expect(isPhilippineMobile('09171234567')).toBe(true);
    expect(isPhilippineMobile('9171234567')).toBe(true);
    expect(isPhilippineMobile('+63 917 123 4567')).toBe(true);
    expect(isPhilippineMobile('02 8123 4567')).toBe(false);
    expect(formatPhilippinePhone('639171234567')).toBe('+63 917 123 4567');
    expect(formatPhilippinePhone('09171234567')).toBe('0917 123 4567');
  });

  it('pricing summary and payment', () => {
    expect(messages('pricing_summary', {}, { terms_accepted: false })).toEqual([T.termsRequired]);
    expect(messages('review_booking', {}, { terms_accepted: true })).toEqual([]);
    expect(fieldsOf('payment_info', {}, { payment_type: 'FULL' })).toEqual({
      payment_gateway_id: T.gatewayRequired,
      payment_method_token: T.paymentMethodRequired,
    });
    expect(messages('payment_info', {}, { payment_gateway_code: 'paypal', payment_method: 'DIGITAL_WALLET' })).toEqual([T.paypalMethodRequired]);
    expect(
      messages(
        'payment_info',
        { accept_deposit: false, require_billing_address: true },
        { payment_type: 'DEPOSIT', payment_gateway_id: 1, payment_method_token: 't' },
      ),
    ).toEqual([T.depositNotAllowed, T.billingAddressRequired]);
    expect(messages('payment_info', { allow_quote_request: false }, { completion_type: 'quote' })).toEqual([T.quoteNotAllowed]);
    expect(messages('payment_info', {}, { completion_type: 'quote', quote_message: 'Around 120 guests' })).toEqual([]);
  });

  it('payment with nothing due (₱0): no gateway, card or billing address; a quote still follows its rule', () => {
    const free = (configuration: unknown, data: unknown) =>
      validateStepData({ step_type: 'payment_info', configuration }, data, { nothingDue: true }).errors.map((e) => e.message);
    expect(free({ require_billing_address: true, accept_deposit: false }, { completion_type: 'payment', payment_type: 'DEPOSIT' })).toEqual([]);
    expect(free({}, {})).toEqual([]);
    expect(free({ allow_quote_request: false }, { completion_type: 'quote' })).toEqual([T.quoteNotAllowed]);
    // Other steps are judged as ever.
    expect(validateStepData({ step_type: 'pricing_summary', configuration: {} }, { terms_accepted: false }, { nothingDue: true }).isValid).toBe(false);
  });

  it('an unknown step type is refused with the spec text', () => {
    expect(messages('seating_chart', {}, {})).toEqual(['This step type is not supported. Please contact support.']);
  });
});

describe('bookingSchedule', () => {
  it('ends the stay after the duration, overnight on a later PHT day', () => {
    const s = bookingSchedule({ start_date: '2027-02-03', start_time: '14:00', duration: 30 }, 9)!;
    expect(s).toMatchObject({ facilityId: 9, end_date: '2027-02-04', end_time: '20:00' });
    expect(s.startsAt.toISOString()).toBe('2027-02-03T06:00:00.000Z');
    expect(bookingSchedule({ start_date: '2027-02-03', start_time: '14:00', duration: 2 }, null)).toBeNull();
  });
});
