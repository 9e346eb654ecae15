/** "1 extra", "3 extras", "1 entry", "2 entries": a count in words, with the singular right. */
export const plural = (count: number, noun: string, many = `${noun}s`) => `${count} ${count === 1 ? noun : many}`;
