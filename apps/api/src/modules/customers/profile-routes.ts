// A logged-in customer's profile (spec section 7): the customer as the account screens read it (with the cart), the
// profile's changes, the language they chose, their other addresses.

import {
  EditCustomerBodySchema,
  EditCustomerResponseSchema,
  LanguageSavedResponseSchema,
  OtherAddressesBodySchema,
  SaveLanguageBodySchema,
} from '@motomitra/domain/accounts';
import { FetchSingleResponseSchema } from '@motomitra/domain/booking';
import { istDate } from '@motomitra/domain/ist';
import { say } from '@motomitra/domain/say';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { cartToWire, loadCart } from '../cart/service.ts';
import { cartCovers } from '../subscriptions/uses.ts';
import { saveLanguage, setLanguageCookie } from './language.ts';
import { getCustomer, saveOtherAddresses } from './service.ts';
import { editAccount } from './sign-in-change.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/customer/fetch/single', { schema: { response: { 200: FetchSingleResponseSchema } } }, async (request) => {
    const { customerId } = sessionOf(request);
    const [customer, lines] = await Promise.all([getCustomer(app.db, customerId), loadCart(app.db, customerId)]);
    const covers = await cartCovers(app.db, lines, istDate(app.now()));
    return {
      success: true as const,
      customer: {
        ...customer,
        mycart: cartToWire(lines, customer, languageOf(request), app.now(), covers),
      },
    };
  });

  app.patch(
    '/customer/edit',
    {
      schema: {
        body: EditCustomerBodySchema,
        response: { 200: EditCustomerResponseSchema },
      },
    },
    async (request) => {
      const { customerId, idHash } = sessionOf(request);
      await editAccount(app, { customerId, idHash }, request.ip, request.body.updatedCustomerData);
      return {
        success: true as const,
        message: say('profileUpdated'),
        customer: await getCustomer(app.db, customerId),
      };
    },
  );

  // The language switcher saves a customer's choice here (a GET with ?lang= only changes the page: a link on another
  // site must not change what their e-mails are written in). The cookie too, so this device's pages follow at once.
  app.post(
    '/customer/language',
    { schema: { body: SaveLanguageBodySchema, response: { 200: LanguageSavedResponseSchema } } },
    async (request, reply) => {
      const { customerId, role } = sessionOf(request);
      const { language } = request.body;
      // The console stays English (decision 0012): an operator's choice is this device's only.
      if (role === 'customer') await saveLanguage(app.db, customerId, language);
      setLanguageCookie(request, reply, language);
      return { success: true as const, language };
    },
  );

  // Other addresses are saved on their own: adding one never needs the date of birth or the home address first.
  app.put(
    '/customer/addresses',
    { schema: { body: OtherAddressesBodySchema, response: { 200: EditCustomerResponseSchema } } },
    async (request) => {
      const { customerId } = sessionOf(request);
      await saveOtherAddresses(app.db, customerId, request.body.otherAddress);
      return {
        success: true as const,
        message: say('addressesSaved'),
        customer: await getCustomer(app.db, customerId),
      };
    },
  );
};
