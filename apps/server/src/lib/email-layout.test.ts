import { describe, expect, it } from 'vitest';
import { emailFrame, emailLayout, textFooter, VENUE_FOOTER_MARK, withVenueFooter } from './email-layout';

describe('e-mail layout', () => {
  const html = emailLayout('Your quote is ready', ['Hello <Ana> & Ben,'], { href: 'https://portal.test/events/7?x=1&y=2', label: 'Open Quote' });

  it('fits a phone: a viewport, a card that narrows, a link that breaks', () => {
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('word-break:break-all');
  });

  it('has a button for its link and escapes what it is given', () => {
    expect(html).toContain('>Open Quote</a>');
    expect(html).toContain('href="https://portal.test/events/7?x=1&#38;y=2"');
    expect(html).toContain('Hello &#60;Ana&#62; &#38; Ben,');
  });

  const venue = {
    name: 'Havila Gardens',
    address: ['Sitio Maligaya, Brgy. Sampaloc', 'Tanay, Rizal 1980, Philippines'],
    phone: '+63 917 842 5561',
    email: 'events@havilagardens.ph',
    supportHours: '8AM-8PM daily',
    senderName: 'Havila Gardens',
    brandColor: '#2E5E3E',
  };

  it('ends with the venue as it is when the message leaves: name, address, phone, e-mail and support hours', () => {
    expect(html).toContain(VENUE_FOOTER_MARK);
    for (const out of [withVenueFooter(html, venue), withVenueFooter(emailFrame('Hi', '<p>Hi</p>'), venue), textFooter(venue)]) {
      expect(out).toContain('Havila Gardens');
      expect(out).toContain('Tanay, Rizal 1980, Philippines');
      expect(out).toContain('+63 917 842 5561');
      expect(out).toContain('events@havilagardens.ph');
      expect(out).toContain('Support hours 8AM-8PM daily');
      expect(out).not.toContain(VENUE_FOOTER_MARK);
    }
    expect(withVenueFooter(html, venue)).toContain('href="tel:+639178425561"');
  });

  it("paints the frame in the venue's brand colour when the message leaves", () => {
    const out = withVenueFooter(html, { ...venue, brandColor: '#7A2E4B' });
    expect(out).toContain('border-top:6px solid #7A2E4B');
    expect(out).toContain('background:#7A2E4B;color:#fff');
    expect(out).not.toContain('#2e5e3e');
  });

  it('escapes the venue details it is given', () => {
    const out = withVenueFooter(html, { ...venue, name: 'Rosa & <Co> $& Sons' });
    expect(out).toContain('Rosa &#38; &#60;Co&#62; $&#38; Sons');
  });
});
