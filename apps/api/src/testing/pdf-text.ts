// Test helpers: the text of a PDF as a reader sees it (pdf.js through unpdf, and poppler's pdftotext), whitespace
// collapsed to single spaces; and the words' boxes, to check that nothing overlaps.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { extractText, getDocumentProxy } from 'unpdf';

const run = promisify(execFile);

export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Runs poppler's pdftotext (which, unlike pdf.js, reads /ActualText) on a PDF and answers what it prints. */
async function pdftotext(pdf: Uint8Array, args: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdftotext-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', ...args, file, '-'], { maxBuffer: 16 << 20 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text as poppler's pdftotext reads it (/usr/bin/pdftotext, Debian's poppler-utils), whitespace collapsed. */
export async function popplerText(pdf: Uint8Array): Promise<string> {
  return (await pdftotext(pdf, [])).replace(/\s+/g, ' ');
}

export type PdfWord = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Each word pdftotext -bbox finds, with its box in points from the page's top left corner. */
export async function popplerWords(pdf: Uint8Array): Promise<PdfWord[]> {
  const html = await pdftotext(pdf, ['-bbox']);
  const words: PdfWord[] = [];
  html.split('<page ').forEach((page, i) => {
    for (const m of page.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      const text = (m[5] ?? '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
      words.push({ page: i, text, xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) });
    }
  });
  return words;
}
