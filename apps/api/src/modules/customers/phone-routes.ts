// A logged-in customer's number and channels (decision 0019, phone-login.ts): a code to a new number or their own, the
// move to the new number with it, and where they hear from the garage (WhatsApp, e-mail), each change kept as a
// consent from the account.
import {
  ChangePhoneBodySchema,
  ChangePhoneResponseSchema,
  ChannelsResponseSchema,
  PhoneCodeBodySchema,
  PhoneCodeResponseSchema,
  SaveChannelsBodySchema,
  SaveChannelsResponseSchema,
} from '@motomitra/domain/phone-login';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { type CustomerChannels, channelsOf, saveChannels } from './channels.ts';
import { changePhone, sendPhoneCode } from './phone-change.ts';

const HOUR = 60 * 60 * 1000;

/** The channels as the contract shows them (the language they are written in is the profile's business). */
const shown = ({ language: _language, ...channels }: CustomerChannels) => channels;

export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;

  app.get('/customer/channels', { schema: { response: { 200: ChannelsResponseSchema } } }, async (request) => ({
    success: true as const,
    channels: shown(await channelsOf(app.db, sessionOf(request).customerId)),
  }));

  app.put(
    '/customer/channels',
    { schema: { body: SaveChannelsBodySchema, response: { 200: SaveChannelsResponseSchema } } },
    async (request) => {
      const channels = await saveChannels(app.db, sessionOf(request).customerId, request.body);
      return { success: true as const, message: say('channelsSaved'), channels: shown(channels) };
    },
  );

  app.post(
    '/customer/phone/code',
    {
      // Per client address, as the login code (shared through Redis with REDIS_URL); each number has its own limits.
      config: { rateLimit: { max: limits.otpPerHour, timeWindow: HOUR } },
      schema: { body: PhoneCodeBodySchema, response: { 200: PhoneCodeResponseSchema } },
    },
    async (request) => {
      await sendPhoneCode(app, sessionOf(request).customerId, request.body.mobile, languageOf(request));
      return { success: true as const, message: say('otpSent') };
    },
  );

  app.put(
    '/customer/phone',
    {
      config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } },
      schema: { body: ChangePhoneBodySchema, response: { 200: ChangePhoneResponseSchema } },
    },
    async (request) => {
      const { body } = request;
      const moved = await changePhone(app, sessionOf(request).customerId, body.mobile, body.code);
      return {
        success: true as const,
        message: say(moved.same ? 'numberVerified' : 'numberChanged'),
        phone_no: moved.phone,
      };
    },
  );
};
