import { expect, it } from 'vitest';
import { documentMime } from './document-type';

it('accepts files whose bytes fit their extension', () => {
  expect(documentMime('.pdf', Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  expect(documentMime('.txt', Buffer.from('Menu: adobo, sinigang, lechon\n'))).toBe('text/plain');
  expect(documentMime('.rtf', Buffer.from('{\\rtf1\\ansi'))).toBe('application/rtf');
  expect(documentMime('.docx', Buffer.from('PK\x03\x04rest', 'latin1'))).toContain('wordprocessingml');
});

it('refuses renamed and unknown files', () => {
  expect(documentMime('.pdf', Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull();
  expect(documentMime('.txt', Buffer.from('MZ\x90\x00\x03\x00', 'latin1'))).toBeNull();
  expect(documentMime('.png', Buffer.from('%PDF-1.7'))).toBeNull();
  expect(documentMime('.exe', Buffer.from('MZ'))).toBeNull();
  expect(documentMime('.pdf', Buffer.alloc(0))).toBeNull();
});
