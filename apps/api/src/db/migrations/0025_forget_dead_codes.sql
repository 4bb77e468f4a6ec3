-- A login code is taken out of its outbox row once it is dead (messaging/forget-codes.ts, decision 0019): the rows that
-- still hold one are the last minutes' only, and this index finds them however big the outbox grows. Its predicate is
-- forgetDeadCodes's, word for word.
CREATE INDEX "outbox_live_codes" ON "outbox" USING btree ("created_at") WHERE "outbox"."template" = 'login_code' and ("outbox"."variables" ->> 0) <> '······';