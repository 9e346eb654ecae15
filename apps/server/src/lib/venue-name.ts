import { escapeHtml } from './email-layout';

/**
 * Where a system message names the venue (its subject, its text, its HTML): the builders are pure and cannot read
 * Venue Details, so they write this mark and the outbox puts the venue's name in when the message is queued
 * (modules/outbox). It is also the templates' `{{venue_name}}` variable (migration 0043), so an admin's own
 * wording can name the venue the same way.
 */
export const VENUE_NAME_VARIABLE = 'venue_name';
export const VENUE_NAME = `{{${VENUE_NAME_VARIABLE}}}`;

/** The mark filled with the venue's name: escaped in HTML, as written in text. */
export const withVenueName = (s: string, name: string, html = false): string => s.replaceAll(VENUE_NAME, () => (html ? escapeHtml(name) : name));
