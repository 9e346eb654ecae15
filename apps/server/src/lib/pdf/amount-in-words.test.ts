import { expect, it } from 'vitest';
import { pesosInWords } from './amount-in-words';

it.each([
  ['0.00', 'Zero pesos only'],
  ['1.00', 'One peso only'],
  ['15.05', 'Fifteen pesos and 05/100'],
  ['150000.50', 'One hundred fifty thousand pesos and 50/100'],
  ['385000.00', 'Three hundred eighty-five thousand pesos only'],
  ['1000000', 'One million pesos only'],
  ['2001013.99', 'Two million one thousand thirteen pesos and 99/100'],
])('writes %s as "%s"', (amount, words) => {
  expect(pesosInWords(amount)).toBe(words);
});
