import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { TFlowChoices } from '@venue/shared/staff/booking-flows.schema';
import { ChoiceChecks, SwitchSetting, TextSetting } from '@/features/staff-booking-flows/components/setting-fields';
import { StartTimesField } from '@/features/staff-booking-flows/components/start-times-field';
import { percentText, type TDraftStep } from '@/features/staff-booking-flows/flow-form';
import { displayMoney } from '@/lib/money-display';

export interface TSettingsProps {
  step: TDraftStep;
  /** Changes keys of the step's configuration. */
  set: (patch: Record<string, unknown>) => void;
  /** This step's problems by configuration key. */
  problems: Record<string, string>;
  readOnly: boolean;
  choices: TFlowChoices;
  eventType: number;
}

const inactive = (name: string, isActive: boolean) => (isActive ? name : `${name} (inactive)`);
const ids = (value: unknown) => (Array.isArray(value) ? (value as number[]) : []);

/** The configuration of one step, by its type (the spec's step table). */
export function StepSettings(props: TSettingsProps) {
  const { step, set, problems: p, readOnly } = props;
  const c = step.configuration;
  const text = (key: string, label: string, o: { multiline?: boolean; help?: string; sm?: number } = {}) => (
    <TextSetting label={label} value={c[key]} onChange={(v) => set({ [key]: v })} readOnly={readOnly} error={p[key]} {...o} />
  );
  const number = (key: string, label: string, end: string, o: { help?: string; decimal?: boolean } = {}) => (
    <TextSetting
      label={label}
      value={c[key]}
      onChange={(v) => set({ [key]: v })}
      readOnly={readOnly}
      error={p[key]}
      help={o.help}
      end={end}
      inputMode={o.decimal ? 'decimal' : 'numeric'}
      sm={4}
    />
  );
  const toggle = (key: string, label: string, help?: string) => (
    <SwitchSetting label={label} checked={c[key] === true} onChange={(on) => set({ [key]: on })} readOnly={readOnly} help={help} />
  );

  switch (step.step_type) {
    case 'introduction':
      return (
        <>
          {text('title', 'Title', { help: 'Empty: the step’s name.' })}
          {text('content', 'Welcome text', { multiline: true, help: 'A blank line starts a new paragraph.' })}
        </>
      );
    case 'date_time':
      return <ScheduleSettings {...props} />;
    case 'package_selection': {
      const single = c.selection_type !== 'MULTIPLE';
      return (
        <>
          <Grid size={12}>
            <FormControl>
              <FormLabel id={`packages-how-${step.step_type}`}>Visitors choose</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`packages-how-${step.step_type}`}
                value={single ? 'SINGLE' : 'MULTIPLE'}
                onChange={(e) =>
                  set(e.target.value === 'SINGLE' ? { selection_type: 'SINGLE', min_selection: 1, max_selection: 1 } : { selection_type: 'MULTIPLE' })
                }
              >
                <FormControlLabel value="SINGLE" control={<Radio disabled={readOnly} />} label="One package" />
                <FormControlLabel value="MULTIPLE" control={<Radio disabled={readOnly} />} label="Several packages" />
              </RadioGroup>
            </FormControl>
          </Grid>
          {!single && number('min_selection', 'At least', 'packages')}
          {!single && number('max_selection', 'At most', 'packages')}
          {single && (p.min_selection || p.max_selection) ? (
            <Grid size={12}>
              <FormHelperText error>{p.min_selection ?? p.max_selection}</FormHelperText>
            </Grid>
          ) : null}
          <ChoiceChecks
            legend="Packages offered"
            options={props.choices.packages.map((x) => ({ value: x.id, label: inactive(x.name, x.is_active), caption: displayMoney(x.price) }))}
            selected={ids(c.available_packages)}
            onChange={(next) => set({ available_packages: next })}
            readOnly={readOnly}
            error={p.available_packages}
            help="Inactive packages are not shown to visitors."
            empty="No packages yet: add them in Products."
          />
        </>
      );
    }
    case 'addon_selection':
      return (
        <>
          {number('min_selection', 'At least', 'add-ons', { help: '0: the add-ons are optional.' })}
          {number('max_selection', 'At most', 'add-ons')}
          {toggle('group_by_category', 'Group the add-ons by category')}
          <ChoiceChecks
            legend="Add-ons offered"
            options={props.choices.addons.map((x) => ({
              value: x.id,
              label: inactive(x.name, x.is_active),
              caption: `${displayMoney(x.price)}${x.category ? ` · ${x.category}` : ''}`,
            }))}
            selected={ids(c.available_addons)}
            onChange={(next) => set({ available_addons: next })}
            readOnly={readOnly}
            error={p.available_addons}
            empty="No add-ons yet: add them in Products."
          />
        </>
      );
    case 'questionnaire':
      return (
        <>
          <ChoiceChecks
            legend="Questionnaires asked"
            options={props.choices.questionnaires.map((x) => ({
              value: x.id,
              label: inactive(x.name, x.is_active),
              caption: x.questions === 1 ? '1 question' : `${x.questions} questions`,
            }))}
            selected={ids(c.questionnaire_ids)}
            onChange={(next) => set({ questionnaire_ids: next })}
            readOnly={readOnly}
            error={p.questionnaire_ids}
            help="Their questions are asked in this order."
            empty="No questionnaires yet: build them in Questionnaires."
          />
          {toggle('allow_file_uploads', 'Visitors may upload files')}
          {c.allow_file_uploads === true && number('max_file_size_mb', 'Largest file', 'MB', { help: 'From 1 to 10 MB.' })}
          {c.allow_file_uploads === true && (
            <TextSetting
              label="File types"
              value={Array.isArray(c.allowed_file_types) ? (c.allowed_file_types as string[]).join(', ') : c.allowed_file_types}
              onChange={(v) => set({ allowed_file_types: v })}
              readOnly={readOnly}
              error={p.allowed_file_types}
              help="Separated by commas, for example pdf, jpg, png."
              sm={8}
            />
          )}
        </>
      );
    case 'contact_info':
      return (
        <>
          {toggle('require_full_name', 'Full name required')}
          {toggle('require_email', 'E-mail address required')}
          {toggle('require_phone', 'Phone number required')}
          {toggle('require_address', 'Address required')}
          {toggle('require_company', 'Company required')}
          {toggle('offer_account_creation', 'Offer to create an account')}
          {toggle('require_account_creation', 'Require an account to book')}
        </>
      );
    case 'pricing_summary':
      return (
        <>
          {toggle('show_line_items', 'Show each line of the price')}
          {toggle('show_tax', 'Show the tax')}
          {toggle('show_discount_code', 'Ask for a discount code')}
          {toggle('show_booking_details', 'Show the booking details')}
          {text('header_text', 'Heading', { help: 'Empty: the step’s name.' })}
          {text('footer_text', 'Text under the price', { multiline: true })}
          {text('terms_text', 'Terms to accept', { multiline: true })}
        </>
      );
    case 'payment_info':
      return <PaymentSettings {...props} />;
    case 'confirmation':
      return (
        <>
          {text('title', 'Title')}
          {text('message', 'Message', { multiline: true })}
          {toggle('show_booking_summary', 'Show the booking summary')}
          {toggle('send_confirmation_email', 'Send a confirmation e-mail')}
          {toggle('send_calendar_invite', 'Attach a calendar invite')}
        </>
      );
    default:
      return null;
  }
}

/** Start times, lengths and the default space among the event type's spaces. */
function ScheduleSettings({ step, set, problems: p, readOnly, choices, eventType }: TSettingsProps) {
  const c = step.configuration;
  const facilityIds = choices.event_types.find((t) => t.id === eventType)?.facility_ids ?? [];
  const spaces = facilityIds.flatMap((id) => choices.facilities.filter((f) => f.id === id));
  const hours = (key: string, label: string) => (
    <TextSetting label={label} value={c[key]} onChange={(v) => set({ [key]: v })} readOnly={readOnly} error={p[key]} end="hours" inputMode="decimal" sm={4} />
  );
  return (
    <>
      <StartTimesField
        slots={(c.available_time_slots as { start_time: string }[] | undefined) ?? []}
        onChange={(next) => set({ available_time_slots: next })}
        readOnly={readOnly}
        error={p.available_time_slots}
      />
      {hours('min_duration_hours', 'Shortest booking')}
      {hours('max_duration_hours', 'Longest booking')}
      {hours('default_duration_hours', 'Default length')}
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField
          select
          label="Default space"
          value={typeof c.default_facility_id === 'number' ? String(c.default_facility_id) : ''}
          onChange={(e) => set({ default_facility_id: e.target.value === '' ? null : Number(e.target.value) })}
          fullWidth
          error={!!p.default_facility_id}
          helperText={
            p.default_facility_id ??
            (spaces.length === 0 ? 'This event type has no spaces yet: choose them in Event Types.' : 'Visitors may choose another of the event type’s spaces.')
          }
          slotProps={{ input: { readOnly }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">The first of the event type’s spaces</MenuItem>
          {spaces.map((f) => (
            <MenuItem key={f.id} value={String(f.id)}>
              {inactive(f.name, f.is_active)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </>
  );
}

/** Deposit, quote requests and the ways to pay accepted at booking. */
function PaymentSettings({ step, set, problems: p, readOnly, choices }: TSettingsProps) {
  const c = step.configuration;
  const venueDeposit = percentText(choices.default_deposit_percentage);
  const ownDeposit = c.deposit_percentage !== null && c.deposit_percentage !== undefined;
  const methods = (c.accepted_methods as string[] | undefined) ?? [];
  const on = choices.payment_methods.filter((m) => m.is_on).map((m) => m.name);
  return (
    <>
      <SwitchSetting label="Accept a deposit" checked={c.accept_deposit === true} onChange={(v) => set({ accept_deposit: v })} readOnly={readOnly} />
      {c.accept_deposit === true && (
        <SwitchSetting
          label={`Use the venue’s default (${venueDeposit}%)`}
          checked={!ownDeposit}
          onChange={(v) => set({ deposit_percentage: v ? null : venueDeposit })}
          readOnly={readOnly}
          help="The default is set in Payments & Refunds."
        />
      )}
      {c.accept_deposit === true && ownDeposit && (
        <TextSetting
          label="Deposit"
          value={c.deposit_percentage}
          onChange={(v) => set({ deposit_percentage: v })}
          readOnly={readOnly}
          error={p.deposit_percentage}
          help="Share of the total paid to reserve the date."
          end="%"
          inputMode="decimal"
          sm={4}
        />
      )}
      <SwitchSetting
        label="Allow quote requests"
        checked={c.allow_quote_request === true}
        onChange={(v) => set({ allow_quote_request: v })}
        readOnly={readOnly}
      />
      {c.allow_quote_request === true && (
        <>
          <TextSetting
            label="Quote button text"
            value={c.quote_request_button_text}
            onChange={(v) => set({ quote_request_button_text: v })}
            readOnly={readOnly}
            error={p.quote_request_button_text}
            sm={8}
          />
          <TextSetting
            label="Days the date is held for a quote"
            value={c.quote_hold_days}
            onChange={(v) => set({ quote_hold_days: v })}
            readOnly={readOnly}
            error={p.quote_hold_days}
            end="days"
            inputMode="numeric"
            sm={4}
          />
          <TextSetting
            label="Quote request text"
            value={c.quote_request_description}
            onChange={(v) => set({ quote_request_description: v })}
            readOnly={readOnly}
            error={p.quote_request_description}
            multiline
          />
        </>
      )}
      <SwitchSetting
        label="Ask for a billing address"
        checked={c.require_billing_address === true}
        onChange={(v) => set({ require_billing_address: v })}
        readOnly={readOnly}
      />
      <ChoiceChecks
        legend="Ways to pay at booking"
        options={choices.payment_methods.map((m) => ({ value: m.code, label: m.name, caption: m.is_on ? undefined : 'Off in Payments & Refunds' }))}
        selected={methods}
        onChange={(next) => set({ accepted_methods: next })}
        readOnly={readOnly}
        error={p.accepted_methods}
        help={
          methods.length === 0
            ? `None ticked: every way that is on (${on.join(', ') || 'none yet'}).`
            : 'Only the ticked ways that are on in Payments & Refunds.'
        }
        empty="No ways to pay are set up yet."
      />
    </>
  );
}
