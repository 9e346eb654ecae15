/**
 * Fills `{{name}}` placeholders (spaces inside the braces allowed) with values. In HTML every value is escaped,
 * so a value can never add markup, and its line breaks become <br> (an itemised list stays a list); in plain text
 * (subjects, SMS) it goes in as it is. A placeholder without a
 * value stays visible as `{{name}}` and is reported, so a preview shows what is still missing.
 */
const PLACEHOLDER = /\{\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\}\}/g;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type TTemplateValues = Record<string, string | number | boolean | null | undefined>;

export function renderTemplate(text: string, values: TTemplateValues, mode: 'html' | 'text'): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const out = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined || value === null) {
      missing.add(name);
      return whole;
    }
    return mode === 'html' ? escapeHtml(String(value)).replace(/\r?\n/g, '<br>') : String(value);
  });
  return { text: out, missing: [...missing] };
}

/** The variable names a template's texts use, in order of first use. */
export function placeholdersOf(...texts: string[]): string[] {
  const names = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(PLACEHOLDER)) names.add(m[1]!);
  return [...names];
}
