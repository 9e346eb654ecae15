import { toMinor } from '@venue/shared/money';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens = rest < 20 ? ONES[rest]! : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
  if (!hundreds) return tens;
  return `${ONES[hundreds]} hundred${rest ? ` ${tens}` : ''}`;
}

/**
 * A peso amount written out as on a Philippine official receipt or cheque, so the figure cannot be altered
 * unnoticed: "150000.50" -> "One hundred fifty thousand pesos and 50/100".
 */
export function pesosInWords(amount: string): string {
  const minor = toMinor(amount);
  const abs = minor < 0n ? -minor : minor;
  let whole = abs / 100n;
  const centavos = Number(abs % 100n);
  const groups: string[] = [];
  for (let scale = 0; whole > 0n; scale++, whole /= 1000n) {
    const group = Number(whole % 1000n);
    if (group) groups.unshift(`${belowThousand(group)}${SCALES[scale] ? ` ${SCALES[scale]}` : ''}`);
  }
  const pesos = groups.length ? groups.join(' ') : 'zero';
  const words = `${minor < 0n ? 'minus ' : ''}${pesos} ${abs / 100n === 1n ? 'peso' : 'pesos'}${centavos ? ` and ${String(centavos).padStart(2, '0')}/100` : ' only'}`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
