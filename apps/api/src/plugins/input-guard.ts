// Text the shop refuses wherever a client sends it (body, query, path): NUL and the other control characters (tab,
// line feed and carriage return excepted), and UTF-16 halves that make no character. PostgreSQL cannot store a NUL
// at all (it answered 500 before this), and the others are never part of a name, an address or a note.
import { say } from '@motomitra/domain/say';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-error.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const BAD_TEXT = say('badText');

const isBad = (text: string) => CONTROL.test(text) || LONE_SURROGATE.test(text);

/** Where a value sits: its key and its parent's place (built only when a path is reported, so depth costs nothing). */
type Place = { key: string; parent: Place | null } | null;
const pathOf = (place: Place): string => {
  const keys: string[] = [];
  for (let p = place; p; p = p.parent) keys.push(p.key);
  return keys.reverse().join('.') || '_';
};

/** The path (a.b.0.c) of the first string, or object key, with a refused character; null when there is none. */
export function badTextAt(value: unknown): string | null {
  // Iterative, and linear in the size of the value: a body nested thousands deep must neither overflow the stack
  // nor cost time by its depth (copying each level's path made a 64 KB body of nested arrays take 35 s).
  const stack: { value: unknown; place: Place }[] = [{ value, place: null }];
  while (stack.length > 0) {
    const { value: v, place } = stack.pop() as { value: unknown; place: Place };
    if (typeof v === 'string') {
      if (isBad(v)) return pathOf(place);
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const childPlace = { key, parent: place };
        if (isBad(key)) return pathOf(childPlace);
        stack.push({ value: child, place: childPlace });
      }
    }
  }
  return null;
}

export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const value of [request.body, request.query, request.params]) {
      const at = badTextAt(value);
      if (at !== null) throw badRequest(BAD_TEXT, { [at]: BAD_TEXT });
    }
  });
});
