// One product, for the product page (the public lists are in lists.ts).

import { ProductSchema } from '@motomitra/domain/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../components/http.ts';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: ({ signal }) => api(`/products/${encodeURIComponent(id)}`, ProductSchema, { signal }),
    staleTime: 5 * 60_000,
  });
