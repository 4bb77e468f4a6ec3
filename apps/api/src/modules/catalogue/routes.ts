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

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/mainproducts/allproducts', { schema: { response: { 200: MainProductListSchema } } }, async () =>
    listMainProducts(app.db),
  );

  app.get('/products/allproducts', { schema: { response: { 200: ProductListSchema } } }, async () =>
    listProducts(app.db),
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
