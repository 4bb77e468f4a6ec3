// Catalogue fetchers and query options: service lines, products, one product.

import { MainProductListSchema, ProductListSchema, ProductSchema } from '@motomitra/domain/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../components/http.ts';

export const mainProductsQuery = queryOptions({
  queryKey: ['mainproducts'],
  queryFn: ({ signal }) => api('/mainproducts/allproducts', MainProductListSchema, { signal }),
  staleTime: 10 * 60_000,
});

export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: ({ signal }) => api('/products/allproducts', ProductListSchema, { signal }),
  staleTime: 5 * 60_000,
});

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: ({ signal }) => api(`/products/${encodeURIComponent(id)}`, ProductSchema, { signal }),
    staleTime: 5 * 60_000,
  });
