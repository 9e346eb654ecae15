import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * For tests: a PDF's text as poppler's pdftotext lays it out, one string per page. Reading the rendered file
 * (not our own inputs) proves the glyphs are really in the embedded fonts and come back out as text.
 */
export function pdfPages(pdf: Buffer): string[] {
  // pdftotext ends every page with a form feed.
  return poppler('pdftotext', pdf, ['-layout']).split('\f').slice(0, -1);
}

/** The names of the fonts a PDF uses (pdffonts), e.g. "BZZZZZ+DejaVuSans". */
export function pdfFontNames(pdf: Buffer): string[] {
  const rows = poppler('pdffonts', pdf).split('\n').slice(2);
  return rows.filter((r) => r.trim()).map((r) => r.split(/\s+/)[0]!);
}

function poppler(tool: 'pdftotext' | 'pdffonts', pdf: Buffer, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'venue-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]).toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
