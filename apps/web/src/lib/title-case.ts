/** An enum literal as words: "IN_PROGRESS" -> "In Progress". */
export const titleCase = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
