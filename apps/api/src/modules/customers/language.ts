// A customer's language (decision 0012): chosen with the switcher while logged in, or the page's when they registered; it
// wins after login (their pages) and is the language of their e-mails.
import { LANGUAGE_COOKIE, type Language } from '@motomitra/domain/language';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';

export async function savedLanguage(db: Db | Tx, customerId: string): Promise<Language | null> {
  const [row] = await db.select({ language: customers.language }).from(customers).where(eq(customers.id, customerId));
  return row?.language ?? null;
}

export async function saveLanguage(db: Db, customerId: string, language: Language): Promise<void> {
  await db.update(customers).set({ language }).where(eq(customers.id, customerId));
}

/** Keeps a visitor's language in the browser for a year: their pages come in it, whatever the browser prefers. */
export function setLanguageCookie(request: FastifyRequest, reply: FastifyReply, language: Language): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: 365 * 24 * 60 * 60,
  });
}
