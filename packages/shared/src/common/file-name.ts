/**
 * What a stored file name may hold: it is shown to other people (message attachments, event documents, booking
 * uploads) and sent back in Content-Disposition. Bidirectional controls go, since a right-to-left override makes
 * "invoice\u202Efdp.exe" read as "invoiceexe.pdf"; so do other control characters, which no name needs. Spaces
 * at either end go, and the name is cut to 255 characters without splitting a surrogate pair.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
export const MAX_FILE_NAME_LENGTH = 255;

export function cleanFileName(name: string): string {
  const clean = name.replace(BIDI_CONTROLS, '').replace(CONTROLS, '').trim();
  const chars = Array.from(clean);
  return chars.length > MAX_FILE_NAME_LENGTH ? chars.slice(0, MAX_FILE_NAME_LENGTH).join('') : clean;
}
