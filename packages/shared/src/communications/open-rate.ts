/** Opened e-mails over e-mails sent, as a percentage with one decimal (0 when none was sent). */
export const openRate = (opened: number, emailsSent: number) => (emailsSent ? Math.round((1000 * opened) / emailsSent) / 10 : 0);
