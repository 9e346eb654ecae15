import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ics';

const octets = (s: string) => Buffer.byteLength(s);

describe('iCalendar text', () => {
  it.each([
    ['Wedding, garden; evening', 'Wedding\\, garden\\; evening'],
    ['C:\\temp', 'C:\\\\temp'],
    ['two\nlines\r\nand\rthree', 'two\\nlines\\nand\\nthree'],
    ['bell\u0007 and nul\u0000', 'bell and nul'],
    ['Señora Peña ₱1,000', 'Señora Peña ₱1\\,000'],
  ])('escapes %j', (text, expected) => {
    expect(escapeText(text)).toBe(expected);
  });

  it('folds at 75 octets, never inside a character, each continuation after one space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const exact = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldLine(exact)).toBe(exact);
    for (const line of [`DESCRIPTION:${'x'.repeat(300)}`, `SUMMARY:${'ñ'.repeat(100)}`, `LOCATION:${'₱😀a'.repeat(40)}`]) {
      const folded = foldLine(line).split('\r\n');
      expect(folded.length).toBeGreaterThan(1);
      for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
      for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
      expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
      expect(folded.join('')).not.toContain('\ufffd');
    }
  });

  it('writes Manila times with their VTIMEZONE, which a standard parser reads back as the same instants', () => {
    const start = new Date('2026-12-05T08:00:00Z');
    const end = new Date('2026-12-05T16:30:00Z');
    const text = writeCalendar({
      name: 'Casa Lumina, the venue',
      times: 'venue',
      refreshMinutes: 60,
      events: [
        {
          uid: 'event-1@portal.test',
          start,
          end,
          summary: 'Peña–Santos Wedding, reception; dinner',
          location: 'Pavilion, Casa Lumina, 12 Lakeshore Road',
          description: `Confirmed\nhttp://portal.test/staff/events/1\n${'Long words '.repeat(20)}`,
          url: 'http://portal.test/staff/events/1',
          status: 'CONFIRMED',
        },
      ],
    });
    expect(text).toContain('DTSTART;TZID=Asia/Manila:20261205T160000\r\n');
    expect(text).toContain('DTEND;TZID=Asia/Manila:20261206T003000\r\n');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Manila\r\n');
    expect(text).toContain('X-WR-CALNAME:Casa Lumina\\, the venue\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    const parsed = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(parsed).toHaveLength(1);
    expect(parsed[0]!.start.toISOString()).toBe(start.toISOString());
    expect(parsed[0]!.end!.toISOString()).toBe(end.toISOString());
    expect(parsed[0]!.summary).toBe('Peña–Santos Wedding, reception; dinner');
    expect(parsed[0]!.location).toBe('Pavilion, Casa Lumina, 12 Lakeshore Road');
    expect(parsed[0]!.description).toContain('http://portal.test/staff/events/1');
  });

  it('writes UTC times for a single invitation, with no zone to define', () => {
    const text = writeCalendar({
      times: 'utc',
      events: [
        { uid: 'x@portal.test', start: new Date('2026-12-05T07:00:00Z'), end: new Date('2026-12-05T09:30:00Z'), summary: 'S', location: '', description: '' },
      ],
    });
    expect(text).toContain('DTSTART:20261205T070000Z\r\n');
    expect(text).not.toContain('VTIMEZONE');
    expect(text).not.toContain('LOCATION');
  });
});
