// Where a customer hears from the garage (decision 0019): WhatsApp only with their consent, e-mail when they have an
// address and have not turned it off. Each consent given or taken back is a row of its own with its time and source,
// never overwritten: the latest row of a channel is where it stands.
import type { Channel, ConsentSource } from '@motomitra/domain/channels';
import type { Language } from '@motomitra/domain/language';
import { say } from '@motomitra/domain/say';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { consents, customers } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http-error.ts';

export type CustomerChannels = {
  whatsapp: boolean;
  email: boolean;
  emailAddress: string | null;
  /** +91XXXXXXXXXX; empty for an erased account. */
  phone: string;
  language: Language;
  /** Whether a code proved the number is theirs. */
  phoneVerified: boolean;
};

/** The latest consent the customer gave or took back for a channel, or null when they never said. */
export async function latestConsent(db: Db | Tx, customerId: string, channel: Channel): Promise<boolean | null> {
  const [row] = await db
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.customerId, customerId), eq(consents.channel, channel)))
    .orderBy(desc(consents.at))
    .limit(1);
  return row ? row.granted : null;
}

/**
 * latestConsent as a subquery, for the customer `customerId`: their id, or SQL naming the outer query's column by its
 * alias (a Drizzle column would not do: a one-table select writes its columns unqualified, and the subquery's own
 * customer_id would shadow it).
 */
export const latestConsentSql = (customerId: string | SQL, channel: Channel) =>
  sql<boolean | null>`(select ${consents.granted} from ${consents}
    where ${consents.customerId} = ${customerId} and ${consents.channel} = ${channel}
    order by ${consents.at} desc limit 1)`;

/** What a choice of channels reads of a customer: their row and their latest consents (null: never said). */
export type ChannelFacts = {
  email: string | null;
  phone: string;
  language: Language | null;
  whatsappConsent: boolean | null;
  emailConsent: boolean | null;
};

/** The rule: WhatsApp only with their consent, e-mail with an address unless they turned it off; English by default. */
export const channelsFrom = (
  me: ChannelFacts,
): Pick<CustomerChannels, 'whatsapp' | 'email' | 'phone' | 'language'> => ({
  whatsapp: me.whatsappConsent === true,
  email: me.email !== null && me.emailConsent !== false,
  phone: me.phone,
  language: me.language ?? 'en',
});

/** The customer's channels now, in one statement; an erased (or unknown) account has none. */
export async function channelsOf(db: Db | Tx, customerId: string): Promise<CustomerChannels> {
  const [row] = await db
    .select({
      email: customers.email,
      phone: customers.phone,
      language: customers.language,
      verifiedAt: customers.phoneVerifiedAt,
      deletedAt: customers.deletedAt,
      whatsappConsent: latestConsentSql(customerId, 'whatsapp'),
      emailConsent: latestConsentSql(customerId, 'email'),
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row || row.deletedAt !== null) {
    return { whatsapp: false, email: false, emailAddress: null, phone: '', language: 'en', phoneVerified: false };
  }
  return { ...channelsFrom(row), emailAddress: row.email, phoneVerified: row.verifiedAt !== null };
}

/**
 * Keeps a consent given or taken back. Its time is the statement's own (clock_timestamp), not the transaction's, so
 * two changes of one channel in one transaction still come in order.
 */
export async function recordConsent(
  tx: Db | Tx,
  customerId: string,
  channel: Channel,
  granted: boolean,
  source: ConsentSource,
): Promise<void> {
  await tx.insert(consents).values({ customerId, channel, granted, source, at: sql`clock_timestamp()` });
}

/**
 * Keeps a consent only when it changes where the customer stands (a checkout's box ticked again by someone already on
 * WhatsApp adds nothing). Whether it changed: e-mail stands on when never said, WhatsApp off.
 */
export async function recordConsentChange(
  tx: Db | Tx,
  customerId: string,
  channel: Channel,
  granted: boolean,
  source: ConsentSource,
): Promise<boolean> {
  const latest = await latestConsent(tx, customerId, channel);
  const standing = latest ?? channel === 'email';
  if (standing === granted) return false;
  await recordConsent(tx, customerId, channel, granted, source);
  return true;
}

/**
 * The customer's choices in their account (source 'account'), each kept only when it changes where they stand, all or
 * nothing: e-mail cannot be turned on without an address (400, nothing kept). Answers the channels as they now stand.
 */
export async function saveChannels(
  db: Db,
  customerId: string,
  choice: { whatsapp?: boolean | undefined; email?: boolean | undefined },
): Promise<CustomerChannels> {
  return db.transaction(async (tx) => {
    // Locked, so that two saves at once keep their changes one after the other.
    const [me] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
      .for('no key update');
    if (!me) throw new HttpError(401, say('pleaseLogIn'));
    if (choice.email === true && me.email === null) {
      throw badRequest(say('emailNeedsAddress'), { email: say('emailNeedsAddress') });
    }
    if (choice.whatsapp !== undefined)
      await recordConsentChange(tx, customerId, 'whatsapp', choice.whatsapp, 'account');
    if (choice.email !== undefined) await recordConsentChange(tx, customerId, 'email', choice.email, 'account');
    return channelsOf(tx, customerId);
  });
}
