// The server's handover in every page (PageState): a JSON block, not a script, so the CSP needs no inline script.
import type { PageState } from '@motomitra/domain/site';

export const PAGE_STATE_ID = 'mm-state';

/** The JSON block for a server render: `<` is escaped, so no value can close the element early. */
export function pageStateElement(state: PageState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The handover, or null in a page no server rendered (the Vite dev server). */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
