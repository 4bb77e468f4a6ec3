// Catalogue calls of spec section 7: service lines, products, one product, the vehicle catalogue.

import { Negotiator } from '@fastify/accept-negotiator';
import {
  MainProductListSchema,
  ProductIdParamsSchema,
  ProductListSchema,
  ProductSchema,
  VehicleCatalogueResponseSchema,
} from '@motomitra/domain/catalogue';
import { IdParamsSchema } from '@motomitra/domain/ids';
import {
  OpsProductsResponseSchema,
  PublishBodySchema,
  SetPricesBodySchema,
  SetTranslationsBodySchema,
} from '@motomitra/domain/ops-admin';
import { ErrorResponseSchema } from '@motomitra/domain/responses';
import { say } from '@motomitra/domain/say';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error.ts';
import { languageOf } from '../../plugins/answer-language.ts';
import { opsProducts, setPrices, setProductSettings, setTranslations } from './ops-catalogue.ts';
import type { SerializedList } from './public-lists.ts';
import { findProduct, listVehicleCatalogue } from './service.ts';

// The catalogue's texts are answered in the request's language (languageOf), prices and makes the same in all. The
// cached lists go out as their own pre-compressed bytes (public-lists.ts); Fastify sends a Buffer or a string as it is
// (hence `as never`), and compression further down leaves an encoded answer alone.
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });
  const sendList = async (request: FastifyRequest, reply: FastifyReply, serialized: SerializedList) => {
    // The same for everyone: a browser may keep it a minute (what a server render shows is fresher still).
    reply
      .type('application/json; charset=utf-8')
      .header('vary', 'Accept-Encoding, Accept-Language')
      .header('cache-control', 'public, max-age=60');
    const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
    if (!encoding) return reply.send(serialized.json as never);
    return reply.header('content-encoding', encoding).send((await serialized[encoding]) as never);
  };

  app.get(
    '/mainproducts/allproducts',
    { schema: { response: { 200: MainProductListSchema } } },
    async (request, reply) => sendList(request, reply, await app.publicLists.mainProducts(languageOf(request))),
  );

  app.get('/products/allproducts', { schema: { response: { 200: ProductListSchema } } }, async (request, reply) =>
    sendList(request, reply, await app.publicLists.products(languageOf(request))),
  );

  app.get(
    '/products/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductSchema, 404: ErrorResponseSchema } } },
    async (request, reply) => {
      const product = await findProduct(app.db, request.params.id, languageOf(request));
      reply.header('vary', 'Accept-Language');
      if (!product) throw notFound(say('serviceNotFound'));
      return product;
    },
  );

  app.get('/vehicles/allvehicles', { schema: { response: { 200: VehicleCatalogueResponseSchema } } }, async () => ({
    success: true as const,
    vehiclesData: await listVehicleCatalogue(app.db),
  }));
};

/**
 * /api/ops/products: prices per city and tier, the Marathi and Hindi texts, and whether customers see a service
 * (behind the operator hook).
 */
export const opsCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async () => ({ success: true as const, products: await opsProducts(app.db) });
  app.get('/ops/products', { schema: { response: { 200: OpsProductsResponseSchema } } }, answer);

  app.put(
    '/ops/products/:id/prices',
    { schema: { params: IdParamsSchema, body: SetPricesBodySchema, response: { 200: OpsProductsResponseSchema } } },
    async (request) => {
      await setPrices(app.db, request.params.id, request.body.prices);
      return answer();
    },
  );

  app.put(
    '/ops/products/:id/translations',
    {
      schema: { params: IdParamsSchema, body: SetTranslationsBodySchema, response: { 200: OpsProductsResponseSchema } },
    },
    async (request) => {
      await setTranslations(app.db, request.params.id, request.body);
      return answer();
    },
  );

  app.patch(
    '/ops/products/:id',
    { schema: { params: IdParamsSchema, body: PublishBodySchema, response: { 200: OpsProductsResponseSchema } } },
    async (request) => {
      await setProductSettings(app.db, request.params.id, request.body);
      return answer();
    },
  );
};
