// Record ids are UUIDs; anything else is refused (400) or answered as "not found" before a query is made.
import { z } from 'zod';
import { MESSAGES } from './messages.ts';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** An id in a path or body: anything but a uuid is refused with 400 before it reaches the database. */
export const IdSchema = z.string(MESSAGES.invalidId).regex(UUID_PATTERN, MESSAGES.invalidId);
export const IdParamsSchema = z.object({ id: IdSchema });
