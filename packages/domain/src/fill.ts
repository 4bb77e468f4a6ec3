// Fills a text's `{name}` placeholders: a module of its own, so that the web's first screen does not load every text.

/** Fills `{name}` placeholders. */
export function fill(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
