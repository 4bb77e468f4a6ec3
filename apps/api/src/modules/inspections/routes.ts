// Inspections with photos (decision 0021). The console's calls under /api/ops (every member of staff passes the guard;
// which orders a rider or technician may touch is the service's check), the admins' checklists, and the customer's
// read of their own order's inspections.
import multipart from '@fastify/multipart';
import { IdParamsSchema } from '@motomitra/domain/ids';
import {
  ChecklistBodySchema,
  ChecklistParamsSchema,
  ChecklistResponseSchema,
  ChecklistsResponseSchema,
  InspectionItemParamsSchema,
  InspectionPatchBodySchema,
  InspectionResponseSchema,
  InspectionsResponseSchema,
  PhotoUploadResponseSchema,
  ProposeItemBodySchema,
  StartInspectionBodySchema,
} from '@motomitra/domain/inspections';
import { BOOKING_ERROR_RESPONSES } from '@motomitra/domain/responses';
import { ADMIN_ONLY, ALL_STAFF } from '@motomitra/domain/staff';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/answer-language.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { orderHooks } from '../orders/hooks.ts';
import { readPhotoUpload } from '../photos/upload.ts';
import { listChecklists, saveChecklist } from './checklists.ts';
import { addInspectionPhoto } from './photos.ts';
import { proposeInspectionItem } from './propose.ts';
import {
  completeInspection,
  customerInspections,
  listInspections,
  patchInspection,
  startInspection,
} from './service.ts';

const staff = { staff: ALL_STAFF };
const InspectionAnswer = { 200: InspectionResponseSchema };

export const opsInspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const hooks = orderHooks(app);

  app.post(
    '/ops/orders/:id/inspections',
    { config: staff, schema: { params: IdParamsSchema, body: StartInspectionBodySchema, response: InspectionAnswer } },
    async (request) => ({
      success: true as const,
      inspection: await startInspection(app.db, sessionOf(request), request.params.id, request.body.kind),
    }),
  );

  app.get(
    '/ops/orders/:id/inspections',
    { config: staff, schema: { params: IdParamsSchema, response: { 200: InspectionsResponseSchema } } },
    async (request) => ({
      success: true as const,
      inspections: await listInspections(app.db, sessionOf(request), request.params.id),
    }),
  );

  app.patch(
    '/ops/inspections/:id',
    { config: staff, schema: { params: IdParamsSchema, body: InspectionPatchBodySchema, response: InspectionAnswer } },
    async (request) => ({
      success: true as const,
      inspection: await patchInspection(app.db, sessionOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/ops/inspections/:id/complete',
    { config: staff, schema: { params: IdParamsSchema, response: InspectionAnswer } },
    async (request) => ({
      success: true as const,
      inspection: await completeInspection(app.db, sessionOf(request), request.params.id, app.now()),
    }),
  );

  app.post(
    '/ops/inspections/:id/items/:key/propose',
    {
      config: staff,
      schema: { params: InspectionItemParamsSchema, body: ProposeItemBodySchema, response: InspectionAnswer },
    },
    async (request) => {
      const { id, key } = request.params;
      const who = sessionOf(request);
      return {
        success: true as const,
        inspection: await proposeInspectionItem(app.db, hooks, who, id, key, request.body, app.now()),
      };
    },
  );

  // The photo upload: the only route that reads multipart/form-data, so the parser is registered for it alone.
  await app.register(async (context) => {
    await context.register(multipart, { throwFileSizeLimit: true });
    const uploads = context.withTypeProvider<ZodTypeProvider>();
    uploads.post(
      '/ops/inspections/:id/photos',
      {
        config: { ...staff, multipart: true },
        schema: { params: IdParamsSchema, response: { 200: PhotoUploadResponseSchema } },
      },
      async (request) => ({
        success: true as const,
        photo: await addInspectionPhoto(app, sessionOf(request), request.params.id, () => readPhotoUpload(request)),
      }),
    );
  });

  const admins = { staff: ADMIN_ONLY };
  app.get('/ops/checklists', { config: admins, schema: { response: { 200: ChecklistsResponseSchema } } }, async () => ({
    success: true as const,
    checklists: await listChecklists(app.db),
  }));

  app.put(
    '/ops/checklists/:vehicleType',
    {
      config: admins,
      schema: { params: ChecklistParamsSchema, body: ChecklistBodySchema, response: { 200: ChecklistResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      checklist: await saveChecklist(app.db, request.params.vehicleType, request.body),
    }),
  );
};

/** The customer's own order's inspections, labels in their language (the order's customer only). */
export const customerInspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/inspections',
    { schema: { params: IdParamsSchema, response: { 200: InspectionsResponseSchema, ...BOOKING_ERROR_RESPONSES } } },
    async (request) => ({
      success: true as const,
      inspections: await customerInspections(
        app.db,
        sessionOf(request).customerId,
        request.params.id,
        languageOf(request),
      ),
    }),
  );
};
