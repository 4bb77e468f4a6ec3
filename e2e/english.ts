// English left on a Marathi or Hindi screen (decision 0012): what a page shows now, and every message
// that came and went on the way (toasts, field errors, counters, a coupon's refusal), which a look at the page at the
// end would miss.
import type { Page } from '@playwright/test';

/** Latin words that stay as they are in Marathi and Hindi: names, and the map's licence credit. */
const LATIN_WORDS = new Set([
  'MotoMitra',
  'BikeSeva',
  'Leaflet',
  'OpenStreetMap',
  'contributors',
  'Facebook',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'WhatsApp',
]);

/**
 * The texts among `texts` with an English word in them: three letters or more with a small letter (not an
 * abbreviation in capitals such as UPI, GST, OTP, nor a number's letters such as '440xxx'), or a clock's AM or PM (a
 * Marathi or Hindi time names the part of the day). What stays as written (`kept`: the customer's own words, their
 * vehicle, number) is taken out first.
 */
export function englishIn(texts: readonly string[], kept: readonly string[]): string[] {
  // Longest first: 'MotoMitra' must not cut a kept 'MotoMitra Services Pvt Ltd' in two.
  const keep = [...kept].filter(Boolean).sort((a, b) => b.length - a.length);
  return [
    ...new Set(
      texts.filter((text) => {
        let rest = text;
        for (const k of keep) rest = rest.split(k).join(' ');
        const words = rest.match(/(?<![0-9])[A-Za-z][A-Za-z'’-]*/g) ?? [];
        return words.some((w) => (w.length >= 3 && /[a-z]/.test(w) && !LATIN_WORDS.has(w)) || w === 'AM' || w === 'PM');
      }),
    ),
  ];
}

/**
 * Text a Marathi or Hindi page shows in English: visible text, the choices of its selects (closed, they have no box),
 * and the names and hints a screen reader reads (aria-label, placeholder, title, alt). What is marked translate="no"
 * or in another language (the switcher's "English"), and form values, are left out.
 */
export async function englishLeft(page: Page, kept: readonly string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const marked = (el: Element) =>
      el.closest('[translate="no"], script, style, noscript, template, [hidden], [aria-hidden="true"]') !== null ||
      // Text marked as another language on purpose (the switcher's "English").
      el.closest('[lang]')?.getAttribute('lang') !== document.documentElement.lang;
    const shown = (el: Element) => {
      if (marked(el)) return false;
      const box = (el as HTMLElement).getBoundingClientRect?.();
      const style = getComputedStyle(el);
      const hiddenVisually = el.closest('.visually-hidden') !== null;
      return (
        hiddenVisually ||
        (style.visibility !== 'hidden' && style.display !== 'none' && box && (box.width > 0 || box.height > 0))
      );
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && shown(node.parentElement)) out.push(text);
    }
    for (const select of Array.from(document.body.querySelectorAll('select'))) {
      if (!shown(select)) continue;
      for (const option of Array.from(select.options)) {
        const text = option.textContent?.trim();
        if (text && !marked(option)) out.push(text);
      }
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (!shown(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  return englishIn(texts, kept);
}

/** Where a message shows for a moment: toasts, a status or alert line, a field's error or counter. */
const MESSAGE_PLACES = '[role="alert"], [role="status"], [aria-live], .form__error, .form__count, .toast';

/**
 * Starts recording every message the page shows from now on, across its navigations (toasts fade, field errors go
 * once fixed): returns the list they land in, for englishIn at the end of a walk. Call it before the first goto.
 */
export async function recordMessages(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('mmMessageShown', (text: string) => {
    if (!seen.includes(text)) seen.push(text);
  });
  await page.addInitScript((places: string) => {
    const report = (window as unknown as { mmMessageShown(text: string): void }).mmMessageShown;
    const look = (node: Node | null) => {
      const el = node instanceof Element ? node : node?.parentElement;
      const place = el?.closest(places);
      if (!place || place.closest('[translate="no"]')) return;
      const text = place.textContent?.trim();
      if (text) void report(text);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        look(r.target);
        for (const added of Array.from(r.addedNodes)) {
          look(added);
          if (added instanceof Element) for (const inner of Array.from(added.querySelectorAll(places))) look(inner);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, MESSAGE_PLACES);
  return seen;
}
