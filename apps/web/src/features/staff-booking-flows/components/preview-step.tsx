import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TPublicProduct } from '@venue/shared/booking/catalogue.schema';
import type { TBookingStep } from '@venue/shared/booking/flow.schema';
import { STEP_CONFIG_SCHEMAS } from '@venue/shared/booking/step-config.schema';
import type { TFlowChoices } from '@venue/shared/staff/booking-flows.schema';
import { useState, type ReactNode } from 'react';
import { QuestionField, type TAnswer } from '@/components/questionnaire/question-field';
import { formatStartTime, hoursText } from '@/features/staff-booking-flows/flow-form';
import { displayMoney } from '@/lib/money-display';

/**
 * One step as the visitor sees it, drawn from its served configuration alone. The wizard's own step screens need a
 * live session (they save drafts and read earlier steps' answers), so this is a read-only copy of what they show:
 * the same titles, offers, prices, questions and choices (docs/decisions.md, 2026-11-28).
 */
export function PreviewStep({ step, choices }: { step: TBookingStep; choices: TFlowChoices }) {
  const schema = STEP_CONFIG_SCHEMAS[step.step_type as keyof typeof STEP_CONFIG_SCHEMAS];
  const parsed = schema?.safeParse(step.configuration);
  if (!parsed?.success) return <Shell title={step.name} description="This step cannot be shown: its settings are not complete." />;
  const c = parsed.data as Record<string, unknown>;
  switch (step.step_type) {
    case 'introduction':
      return (
        <Shell title={(c.title as string) || step.name}>
          {String(c.content)
            .split(/\n{2,}/)
            .filter(Boolean)
            .map((paragraph, i) => (
              <Typography key={i} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {paragraph}
              </Typography>
            ))}
          <FormControlLabel control={<Checkbox disabled />} label="I have read and agree to the terms and conditions and the privacy policy" />
        </Shell>
      );
    case 'date_time':
      return <SchedulePreview step={step} c={c} />;
    case 'package_selection': {
      const single = c.selection_type !== 'MULTIPLE';
      return (
        <Shell title="Select Your Package" description={single ? 'Choose one package.' : `Choose up to ${c.max_selection as number} packages.`}>
          <Products products={c.available_packages_details as TPublicProduct[]} none="No package is offered." />
        </Shell>
      );
    }
    case 'addon_selection':
      return (
        <Shell title="Add-on Services" description={step.description}>
          <Typography variant="body2" color="text.secondary">
            {selectionText(c.min_selection as number, c.max_selection as number)}
          </Typography>
          <Products products={c.available_addons_details as TPublicProduct[]} none="No add-on is offered." byCategory={c.group_by_category === true} />
        </Shell>
      );
    case 'questionnaire':
      return <QuestionsPreview step={step} c={c} />;
    case 'contact_info':
      return (
        <Shell title="Contact Information" description={step.description}>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
            {(
              [
                ['Full name', c.require_full_name],
                ['E-mail address', c.require_email],
                ['Phone number', c.require_phone],
                ['Address', c.require_address],
                ['Company', c.require_company],
              ] as const
            ).map(([label, required]) => (
              <li key={label}>
                <Typography>
                  {label}: {required === true ? 'required' : 'optional'}
                </Typography>
              </li>
            ))}
          </Stack>
          <Typography color="text.secondary">
            {c.require_account_creation === true
              ? 'Visitors create an account to book.'
              : c.offer_account_creation === true
                ? 'Visitors may create an account to manage their booking.'
                : 'No account is offered.'}
          </Typography>
        </Shell>
      );
    case 'pricing_summary':
    case 'review_booking':
      return (
        <Shell title={(c.header_text as string) || step.name} description={step.description}>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
            {c.show_booking_details === true && <li>The date, time and space chosen</li>}
            <li>{c.show_line_items === true ? 'The price of each choice, line by line' : 'The total price'}</li>
            {c.show_tax === true && <li>The tax</li>}
            {c.show_discount_code === true && <li>A box for a discount code</li>}
          </Stack>
          {c.footer_text ? <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{String(c.footer_text)}</Typography> : null}
          {c.terms_text ? (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {String(c.terms_text)}
            </Typography>
          ) : null}
          <FormControlLabel control={<Checkbox disabled />} label="I accept the terms and conditions" />
        </Shell>
      );
    case 'payment_info':
      return <PaymentPreview step={step} c={c} choices={choices} />;
    case 'confirmation':
      return (
        <Shell title={c.title as string} description={(c.message as string) || undefined}>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
            {c.show_booking_summary === true && <li>A summary of the booking</li>}
            {c.send_confirmation_email === true && <li>A confirmation e-mail is sent</li>}
            {c.send_calendar_invite === true && <li>A calendar invite comes with it</li>}
            {c.show_next_steps === true && (c.next_steps_content as { title: string }[] | undefined)?.length ? (
              <li>What happens next: {(c.next_steps_content as { title: string }[]).map((n) => n.title).join(', ')}</li>
            ) : null}
          </Stack>
        </Shell>
      );
    default:
      return <Shell title={step.name} description="This kind of step is not supported by the booking wizard." />;
  }
}

function Shell({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
        )}
      </div>
      {children}
    </Stack>
  );
}

const selectionText = (min: number, max: number) =>
  min === 0 ? `Optional: up to ${max}.` : min === max ? `Choose ${min}.` : `Choose at least ${min} and at most ${max}.`;

function Products({ products, none, byCategory = false }: { products: TPublicProduct[]; none: string; byCategory?: boolean }) {
  if (products.length === 0) return <Typography color="text.secondary">{none}</Typography>;
  const groups = byCategory
    ? [...new Set(products.map((p) => p.category_name ?? 'Other'))].map((name) => ({
        name,
        items: products.filter((p) => (p.category_name ?? 'Other') === name),
      }))
    : [{ name: null, items: products }];
  return (
    <Stack spacing={2}>
      {groups.map((g) => (
        <Stack key={g.name ?? 'all'} spacing={1}>
          {g.name && (
            <Typography variant="subtitle2" component="h4">
              {g.name}
            </Typography>
          )}
          {g.items.map((p) => (
            <Paper key={p.id} variant="outlined" sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography component={g.name ? 'h5' : 'h4'} variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {p.name}
                </Typography>
                <Typography sx={{ fontWeight: 700 }}>
                  {displayMoney(p.base_price)}
                  {p.pricing_model === 'HOURLY' ? ' per hour' : ''}
                </Typography>
              </Box>
              {p.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {p.description}
                </Typography>
              )}
              {p.included_hours && <Chip size="small" sx={{ mt: 1 }} label={`${Number(p.included_hours)} hours included`} />}
            </Paper>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function SchedulePreview({ step, c }: { step: TBookingStep; c: Record<string, unknown> }) {
  const slots = (c.available_time_slots as { start_time: string }[]).map((s) => s.start_time);
  const spaces = c.facilities as { id: number; name: string; capacity: number | null }[];
  const defaultId = (c.default_facility_id as number | null) ?? spaces[0]?.id;
  return (
    <Shell title={step.name} description={step.description}>
      <div>
        <Typography variant="subtitle2" component="h4">
          Start times (PHT)
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {slots.length === 0 ? <Typography color="text.secondary">None offered.</Typography> : slots.map((s) => <Chip key={s} label={formatStartTime(s)} />)}
        </Stack>
      </div>
      <Typography>
        Length: {hoursText(c.default_duration_hours as number)} unless the visitor chooses otherwise, from {hoursText(c.min_duration_hours as number)} to{' '}
        {hoursText(c.max_duration_hours as number)}.
      </Typography>
      {spaces.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h4">
            Venue
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
            {spaces.map((f) => (
              <li key={f.id}>
                {f.name}
                {f.capacity ? `, up to ${f.capacity} guests` : ''}
                {f.id === defaultId ? ' (chosen first)' : ''}
              </li>
            ))}
          </Stack>
        </div>
      )}
    </Shell>
  );
}

function QuestionsPreview({ step, c }: { step: TBookingStep; c: Record<string, unknown> }) {
  const [answers, setAnswers] = useState<Record<number, TAnswer>>({});
  const fields = c.questionnaire_items as Parameters<typeof QuestionField>[0]['field'][];
  return (
    <Shell title="Event Information" description={step.description}>
      {fields.length === 0 && <Typography color="text.secondary">No questions are asked.</Typography>}
      {fields.map((f) => (
        <QuestionField
          key={f.id}
          field={f}
          value={answers[f.id]}
          onChange={(value) => setAnswers((a) => ({ ...a, [f.id]: value }))}
          fileInput={
            <Button variant="outlined" component="span" disabled sx={{ alignSelf: 'flex-start' }}>
              Choose a file
            </Button>
          }
        />
      ))}
      {c.allow_file_uploads === true && (
        <Typography variant="body2" color="text.secondary">
          Files up to {c.max_file_size_mb as number} MB: {(c.allowed_file_types as string[]).join(', ')}.
        </Typography>
      )}
    </Shell>
  );
}

function PaymentPreview({ step, c, choices }: { step: TBookingStep; c: Record<string, unknown>; choices: TFlowChoices }) {
  // The served configuration keeps the flow's own list too; empty means every way that is on.
  const accepted = Array.isArray(step.configuration.accepted_methods) ? (step.configuration.accepted_methods as string[]) : [];
  const ways = choices.payment_methods.filter((m) => m.is_on && (accepted.length === 0 || accepted.includes(m.code))).map((m) => m.name);
  return (
    <Shell title="Payment" description="Choose how much to pay now and how.">
      <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
        <li>Pay in full</li>
        {c.accept_deposit === true && <li>Pay a {Number(c.deposit_percentage)}% deposit to reserve the date</li>}
      </Stack>
      <Typography>Ways to pay: {ways.length > 0 ? ways.join(', ') : 'none is on'}</Typography>
      {c.require_billing_address === true && <Typography color="text.secondary">A billing address is asked for.</Typography>}
      {c.allow_quote_request === true && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Button variant="outlined" disabled>
            {c.quote_request_button_text as string}
          </Button>
          {c.quote_request_description ? (
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {String(c.quote_request_description)}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The date is held for {c.quote_hold_days as number} {c.quote_hold_days === 1 ? 'day' : 'days'} while the venue answers.
          </Typography>
        </Paper>
      )}
    </Shell>
  );
}
