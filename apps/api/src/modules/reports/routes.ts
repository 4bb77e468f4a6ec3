// /api/ops/reports/*: the owner's reports (decision 0022), for admins only.

import { ReportGroupsSchema } from '@motomitra/domain/report-groups';
import { ordersCsvFilename, ReportRangeQuerySchema, ReportSummarySchema } from '@motomitra/domain/reports';
import { ADMIN_ONLY } from '@motomitra/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportGroups } from './groups.ts';
import { ordersCsv } from './orders-csv.ts';
import { reportSummary } from './summary.ts';

export const opsReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { staff: ADMIN_ONLY };

  app.get(
    '/ops/reports/summary',
    { config, schema: { querystring: ReportRangeQuerySchema, response: { 200: ReportSummarySchema } } },
    async (request) => reportSummary(app.db, request.query),
  );

  app.get(
    '/ops/reports/groups',
    { config, schema: { querystring: ReportRangeQuerySchema, response: { 200: ReportGroupsSchema } } },
    async (request) => reportGroups(app.db, request.query),
  );

  app.get(
    '/ops/reports/orders.csv',
    { config, schema: { querystring: ReportRangeQuerySchema } },
    async (request, reply) => {
      const csv = await ordersCsv(app.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ordersCsvFilename(request.query)}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
