// Test helper: the text of a PDF as a reader sees it (pdf.js through unpdf), whitespace collapsed to single spaces.
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
