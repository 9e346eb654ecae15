import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it.each([
    ['plain', 'menu.pdf', 'menu.pdf'],
    ['right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['every embedding and override', 'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef.pdf', 'abcdef.pdf'],
    ['isolates', '\u2066a\u2067b\u2068c\u2069.txt', 'abc.txt'],
    ['marks', 'a\u200Eb\u200Fc\u061C.txt', 'abc.txt'],
    ['control characters', 'a\u0000b\u0007c\nd\u007F\u0085.pdf', 'abcd.pdf'],
    ['spaces at the ends', '  plan.docx  ', 'plan.docx'],
    ['other scripts and joiners kept', 'مخطط\u200Dплан 計画.pdf', 'مخطط\u200Dплан 計画.pdf'],
    ['nothing left', '\u202E\u202E', ''],
  ])('%s', (_, name, clean) => {
    expect(cleanFileName(name)).toBe(clean);
  });

  it('cuts at 255 characters without splitting a surrogate pair', () => {
    const name = `${'a'.repeat(254)}😀😀.pdf`;
    const clean = cleanFileName(name);
    expect(Array.from(clean)).toHaveLength(255);
    expect(clean.endsWith('😀')).toBe(true);
    expect(cleanFileName('b'.repeat(300))).toHaveLength(255);
  });
});
