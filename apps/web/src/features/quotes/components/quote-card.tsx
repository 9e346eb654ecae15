import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isQuoteExpiringSoon } from '@venue/shared/quotes/quote-status';
import type { TQuote } from '@venue/shared/quotes/quote.schema';
import { ToneChip } from '@/components/feedback/tone-chip';
import { QuoteLineItemsTable } from '@/components/quotes/quote-line-items-table';
import { QuoteTotals } from '@/features/quotes/components/quote-totals';
import { ratePercentText } from '@venue/shared/payments/document-totals';
import { dayAtNoon, quoteStatusView } from '@/features/quotes/quote-format';
import { displayMoney } from '@/lib/money-display';
import { formatVenueDate } from '@/lib/venue-date';

interface TProps {
  quote: TQuote;
  today: string;
  busy: boolean;
  downloading: boolean;
  onAccept: () => void;
  onReject: () => void;
  onDownload: () => void;
}

export function QuoteCard({ quote, today, busy, downloading, onAccept, onReject, onDownload }: TProps) {
  const status = quoteStatusView(quote.status, quote.valid_until, today);
  const validUntil = quote.valid_until ? formatVenueDate(dayAtNoon(quote.valid_until)) : null;
  const selected = quote.options.filter((o) => o.is_selected);
  const titleId = `quote-${quote.id}-title`;

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
            <div>
              <Typography id={titleId} variant="h6" component="h3">
                Quote of {formatVenueDate(quote.sent_at ?? quote.created_at)} · Version {quote.version}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {validUntil ? `Valid until ${validUntil}` : 'No expiry date'}
                {quote.guest_count !== null && ` · For ${quote.guest_count} guests`}
              </Typography>
            </div>
            <ToneChip label={status.label} color={status.color} size="small" />
          </Stack>
          {isQuoteExpiringSoon(quote.status, quote.valid_until, today) && (
            <Alert severity="warning">This quote is expiring soon. Please accept or reject it before {validUntil}.</Alert>
          )}
          {quote.client_message && <Typography variant="body2">{quote.client_message}</Typography>}
          <QuoteLineItemsTable
            items={quote.line_items}
            label={`Line items of quote version ${quote.version}`}
            amountHeader="Total"
            money={(amount) => displayMoney(amount, quote.currency)}
            taxRate={ratePercentText}
          />
          {selected.length > 0 && (
            <div>
              <Typography variant="subtitle2" component="h4">
                Selected options
              </Typography>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {selected.map((o) => (
                  <li key={o.id}>
                    <Typography variant="body2">
                      {o.name}
                      {o.description ? ` – ${o.description}` : ''}: {displayMoney(o.total_price, quote.currency)}
                      {Number(o.tax_rate) > 0 ? ` plus ${ratePercentText(o.tax_rate)} tax` : ''}
                    </Typography>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <QuoteTotals quote={quote} />
          {quote.rejection_reason && (
            <Alert severity="info" variant="outlined">
              Your reason: {quote.rejection_reason}
            </Alert>
          )}
        </Stack>
      </CardContent>
      {/* Accept and Reject only while actionable (SENT and not past valid_until); the PDF always. */}
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {quote.is_actionable && (
          <>
            <Button variant="contained" color="success" startIcon={<Check />} onClick={onAccept} disabled={busy}>
              Accept Quote
            </Button>
            <Button variant="outlined" color="error" startIcon={<Close />} onClick={onReject} disabled={busy}>
              Reject Quote
            </Button>
          </>
        )}
        <Button startIcon={<PictureAsPdf />} onClick={onDownload} disabled={downloading} sx={{ ml: { sm: 'auto !important' } }}>
          {downloading ? 'Downloading...' : 'Download PDF'}
        </Button>
      </CardActions>
    </Card>
  );
}
