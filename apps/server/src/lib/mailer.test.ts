import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarFile, CALENDAR_CONTENT_TYPE } from './ics';
import { createMailer } from './mailer';

const venueFooter = {
  name: 'Havila Gardens',
  address: ['Sitio Maligaya, Brgy. Sampaloc', 'Tanay, Rizal 1980, Philippines'],
  phone: '+63 917 842 5561',
  email: 'events@havilagardens.ph',
  supportHours: '8AM-8PM daily',
  senderName: 'Havila Gardens',
  brandColor: '#2E5E3E',
};

describe('calendar invitation attached to an e-mail', () => {
  it('writes one VEVENT in UTC with its text escaped, and the .eml carries it as a text/calendar part', async () => {
    const ics = calendarFile({
      uid: 'abc@venue-portal',
      start: new Date('2026-12-05T07:00:00Z'),
      end: new Date('2026-12-05T09:30:00Z'),
      summary: 'Wedding, garden; evening',
      location: 'Sanctuary Chapel',
      description: 'Booking reference ABC.',
      url: 'http://portal.test/booking/complete?session_id=abc',
    });
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20261205T070000Z');
    expect(ics).toContain('DTEND:20261205T093000Z');
    expect(ics).toContain('SUMMARY:Wedding\\, garden\\; evening');
    expect(ics).toContain('UID:abc@venue-portal');

    const dataDir = mkdtempSync(join(tmpdir(), 'venue-mailer-'));
    const mailer = createMailer({ from: 'Venue <no-reply@venue.test>', dataDir });
    const where = await mailer.send(
      {
        id: 7,
        to: 'guest@example.test',
        subject: 'Booking confirmed: ABC',
        text: 'See you there.',
        attachments: [{ filename: 'booking-ABC.ics', contentType: CALENDAR_CONTENT_TYPE, content: ics }],
      },
      venueFooter,
    );
    const eml = readFileSync(where, 'utf8');
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
    expect(eml).toContain('filename=booking-ABC.ics');
    expect(eml).toContain('See you there.');
    // Answers go to the venue's own inbox; the sender and the text's end say who the venue is and how to reach it.
    expect(eml).toMatch(/^From: Havila Gardens <no-reply@venue\.test>$/m);
    expect(eml).toMatch(/^Reply-To: events@havilagardens\.ph$/m);
    expect(eml).toContain('Havila Gardens');
    expect(eml).toContain('Support hours 8AM-8PM daily');
  });
});
