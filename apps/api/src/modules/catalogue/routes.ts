// Catalogue calls of spec section 7: service lines, products, one product, the vehicle catalogue.

import {
  ErrorResponseSchema,
  MainProductListSchema,
  ProductIdParamsSchema,
  ProductListSchema,
  ProductSchema,
  VehicleCatalogueResponseSchema,
} from '@motomitra/domain/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-error.ts';
import { findProduct, listMainProducts, listProducts, listVehicleCatalogue } from './service.ts';

/**
 * The public lists are the same for every visitor and read on every page view, so each instance reuses the
 * serialized answer for `catalogueCacheMs`. Prices charged are always re-read from the database at booking time.
 */
function cachedJson(ttlMs: number, load: () => Promise<unknown>, schema: { parse(v: unknown): unknown }) {
  let cached: { at: number; json: Promise<string> } | null = null;
  return () => {
    if (!cached || Date.now() - cached.at >= ttlMs) {
      const json = load().then((v) => JSON.stringify(schema.parse(v)));
      cached = { at: Date.now(), json };
      json.catch(() => {
        cached = null;
      });
    }
    return cached.json;
  };
}

// The cached payload is already-validated JSON text; Fastify sends strings as they are (hence `as never`).
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const ttl = app.config.catalogueCacheMs;
  const mainProductsJson = cachedJson(ttl, () => listMainProducts(app.db), MainProductListSchema);
  const productsJson = cachedJson(ttl, () => listProducts(app.db), ProductListSchema);

  app.get('/mainproducts/allproducts', { schema: { response: { 200: MainProductListSchema } } }, async (_req, reply) =>
    reply.type('application/json; charset=utf-8').send((await mainProductsJson()) as never),
  );

  app.get('/products/allproducts', { schema: { response: { 200: ProductListSchema } } }, async (_req, reply) =>
    reply.type('application/json; charset=utf-8').send((await productsJson()) as never),
  );

  app.get(
    '/products/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductSchema, 404: ErrorResponseSchema } } },
    async (request) => {
      const product = await findProduct(app.db, request.params.id);
      if (!product) throw notFound('This service does not exist.');
      return product;
    },
  );

  app.get('/vehicles/allvehicles', { schema: { response: { 200: VehicleCatalogueResponseSchema } } }, async () => ({
    success: true as const,
    vehiclesData: await listVehicleCatalogue(app.db),
  }));
};
