// Place calls for the pickup/drop picker: search by name in a city, and the place at a point on the map, each place
// named in the request's language (a Marathi page shows धरमपेठ, and the order keeps the address as the customer saw it).
import {
  PlaceSearchQuerySchema,
  PlaceSearchResponseSchema,
  ReversePlaceQuerySchema,
  ReversePlaceResponseSchema,
} from '@motomitra/domain/places';
import { ErrorResponseSchema } from '@motomitra/domain/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { createGeocoder } from './geocoder.ts';
import { reversePlace, searchPlaces } from './service.ts';

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { geocoder: geocoderConfig, rateLimitPerMinute } = app.config.places;
  const geocoder = geocoderConfig ? createGeocoder(geocoderConfig, app.log) : null;
  // The picker searches as the customer types (debounced): generous per address, but a scraper is stopped.
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000 };

  app.get(
    '/places/search',
    {
      config: { rateLimit },
      schema: {
        querystring: PlaceSearchQuerySchema,
        response: { 200: PlaceSearchResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { q, city } = request.query;
      return { success: true as const, places: await searchPlaces(q, city, geocoder, languageOf(request)) };
    },
  );

  app.get(
    '/places/reverse',
    {
      config: { rateLimit },
      schema: {
        querystring: ReversePlaceQuerySchema,
        response: { 200: ReversePlaceResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { lat, lng, city } = request.query;
      return { success: true as const, ...reversePlace({ lat, lng }, city, languageOf(request)) };
    },
  );
};
