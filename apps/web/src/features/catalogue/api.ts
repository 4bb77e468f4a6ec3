// One product and its customers' reviews, for the product page (the public lists are in lists.ts).

import { ProductSchema } from '@motomitra/domain/catalogue';
import { ProductReviewsResponseSchema } from '@motomitra/domain/reviews';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../components/http.ts';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: ({ signal }) => api(`/products/${encodeURIComponent(id)}`, ProductSchema, { signal }),
    staleTime: 5 * 60_000,
  });

/** A page of a service's published reviews, with its average and count. */
export const productReviewsQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: ['products', id, 'reviews', page],
    queryFn: ({ signal }) =>
      api(`/products/${encodeURIComponent(id)}/reviews?page=${page}`, ProductReviewsResponseSchema, { signal }),
    staleTime: 60_000,
  });
