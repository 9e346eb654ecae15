import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { TMoneyDisplay } from '@venue/shared/browser/currency-settings';
import { formatMoneyExact, type TDisplayFormat } from '@venue/shared/money';
import { useId } from 'react';

const FORMAT_NAMES: Record<TDisplayFormat, string> = { symbol: 'Peso sign', code: 'Currency code', both: 'Both' };
const FORMATS = Object.keys(FORMAT_NAMES) as TDisplayFormat[];

/** Each choice shows what it does to a real-looking amount, so no one has to guess what "code" means. */
const sample = (amount: string, settings: TMoneyDisplay) => formatMoneyExact(amount, 'PHP', settings);

/** The two choices of how a peso amount is written: the sign or code, and when centavos show. */
export function MoneyFormatFields({ value, onChange }: { value: TMoneyDisplay; onChange: (next: TMoneyDisplay) => void }) {
  const formatId = useId();
  const centavosId = useId();
  return (
    <>
      <FormControl>
        <FormLabel id={formatId}>How amounts are written</FormLabel>
        <RadioGroup aria-labelledby={formatId} value={value.displayFormat} onChange={(_, v) => onChange({ ...value, displayFormat: v as TDisplayFormat })}>
          {FORMATS.map((format) => (
            <FormControlLabel
              key={format}
              value={format}
              control={<Radio />}
              label={`${FORMAT_NAMES[format]}: ${sample('12500.50', { ...value, displayFormat: format })}`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={centavosId}>Centavos</FormLabel>
        <RadioGroup
          aria-labelledby={centavosId}
          value={String(value.decimalPlaces)}
          onChange={(_, v) => onChange({ ...value, decimalPlaces: v === '2' ? 2 : 0 })}
        >
          <FormControlLabel
            value="0"
            control={<Radio />}
            label={`Only when an amount has them: ${sample('385000.00', { ...value, decimalPlaces: 0 })} and ${sample('1450.50', { ...value, decimalPlaces: 0 })}`}
          />
          <FormControlLabel value="2" control={<Radio />} label={`Always: ${sample('385000.00', { ...value, decimalPlaces: 2 })}`} />
        </RadioGroup>
      </FormControl>
    </>
  );
}
