/** "1 extra", "3 extras": counts in words, for the cart's button, badges and headings. */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
