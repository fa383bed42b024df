import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  assignStatementLineBodySchema,
  csvMappingKey,
  isUuid,
  rememberedCsvMappingSchema,
  setAsideStatementLineBodySchema,
  statementImportSchema,
  statementUploadFieldsSchema,
  tripQuerySchema,
  waitingStatementLineSchema,
} from '@voyage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withUploadForm } from '../../files/read-document-form.ts';
import { requestOrigin } from '../../lib/audit.ts';
import { validationFailed } from '../../lib/field-errors.ts';
import { notFound } from '../../lib/http-error.ts';
import { adminErrors, adminGuardErrors, adminSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireTrip } from '../../trips/queries/trips.ts';
import { applyStatement } from '../services/apply-statement.ts';
import { assignStatementLine, setAsideStatementLine } from '../services/decide-statement-line.ts';
import { previewStatement } from '../services/preview-statement.ts';
import { listWaitingStatementLines } from '../services/waiting-statement-lines.ts';
import { findCsvMapping, findStatementImportRow } from '../queries/statement-imports.ts';
import { readUploadedStatement } from '../statements/read-uploaded-statement.ts';
import { statementImportView } from '../statements/statement-view.ts';
import { STATEMENT_MAX_BYTES } from '../statements/statement-errors.ts';

const params = z.object({ id: z.string() });
const statementDetails = apiErrorSchema.extend({ details: z.record(z.string(), z.unknown()).optional() });
const amountRefused = apiErrorSchema
  .extend({ details: z.record(z.string(), z.unknown()) })
  .describe('An amount the exact-amount rule refuses without `overrideReason`, or over the balance (PAYMENT_AMOUNT)');

/**
 * Bank statements (docs/product/payments.md#importing-a-statement): upload and preview, apply, and the
 * lines left waiting, which staff assign to a traveller or set aside. The statement arrives as multipart:
 * the parser is registered inside this plugin alone, with the statement's own size limit (a file past it
 * arrives cut and is refused as too large).
 */
const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: STATEMENT_MAX_BYTES + 1, files: 1, fields: 3, fieldSize: 2000, parts: 4, headerPairs: 100 },
    throwFileSizeLimit: false,
  });
  const context = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = (await app.sessionUser(request, reply))!;
    return { db: app.db, actorUserId: actor.id, now: new Date(), ...requestOrigin(request) };
  };

  app.post(
    '/admin/statements',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Reads a bank statement (multipart: `format` = camt053 | csv, for a CSV `mapping` (JSON) and `bankName`, then `file`, at most 10 MB) and answers its preview: every line with its state and why; writes nothing to payments',
        security: adminSecurity,
        consumes: ['multipart/form-data'],
        querystring: tripQuerySchema,
        response: {
          201: statementImportSchema,
          ...errorResponses({ 400: 'Missing or invalid format, mapping or file', 404: 'No such trip' }),
          413: statementDetails.describe('Over 10 MB (STATEMENT_TOO_LARGE)'),
          422: statementDetails.describe(
            'Not a statement, unsafe XML, unreadable, a CSV the columns do not fit, another account or currency (STATEMENT_*)',
          ),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      const base = await context(request, reply);
      const trip = await requireTrip(app.db, request.query.trip_id);
      const preview = await withUploadForm(request, Object.keys(statementUploadFieldsSchema.shape), async (form) => {
        const fields = statementUploadFieldsSchema.safeParse(form.fields);
        const issues = [
          ...(fields.error?.issues ?? []),
          ...(form.file ? [] : [{ path: ['file'], message: 'validation.required' }]),
          ...(form.hasStrayParts ? [{ path: [], message: 'validation.invalid' }] : []),
        ];
        if (!fields.success || !form.file || issues.length > 0) throw validationFailed(issues);
        const bytes = await readFile(form.file.path);
        const statement = await readUploadedStatement(app.db, fields.data, bytes);
        return previewStatement({
          ...base,
          tripId: trip.id,
          format: fields.data.format,
          fileName: form.file.fileName,
          statement,
        });
      });
      return reply.code(201).send(preview);
    },
  );

  app.get(
    '/admin/statements/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A statement import: its preview, and after the apply what it did',
        security: adminSecurity,
        params,
        response: { 200: statementImportSchema, ...errorResponses({ 404: 'No such import' }), ...adminGuardErrors },
      },
    },
    async (request) => {
      const found = isUuid(request.params.id) ? await findStatementImportRow(app.db, request.params.id) : undefined;
      if (!found) throw notFound('Statement');
      return statementImportView(found);
    },
  );

  app.post(
    '/admin/statements/:id/apply',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Applies a previewed statement in one transaction: each matched line confirms or records its payment (received on the bank date, the family e-mailed); lines not matched wait for staff. Applying again answers what was done',
        security: adminSecurity,
        params,
        response: { 200: statementImportSchema, ...errorResponses({ 404: 'No such import' }), ...adminGuardErrors },
      },
    },
    async (request, reply) => {
      const base = await context(request, reply);
      if (!isUuid(request.params.id)) throw notFound('Statement');
      return applyStatement({ ...base, importId: request.params.id, publicUrl: app.publicUrl });
    },
  );

  app.get(
    '/admin/statement-lines',
    {
      schema: {
        tags: ['admin'],
        summary: "The trip's statement lines waiting for staff (not matched, or suggested), oldest first",
        security: adminSecurity,
        querystring: tripQuerySchema,
        response: { 200: waitingStatementLineSchema.array(), ...adminErrors },
      },
    },
    async (request) => {
      const trip = await requireTrip(app.db, request.query.trip_id);
      return listWaitingStatementLines(app.db, trip.id);
    },
  );

  app.get(
    '/admin/statement-mappings',
    {
      schema: {
        tags: ['admin'],
        summary: "The CSV columns remembered for a bank (`bank`) or a file's header row (`header`)",
        security: adminSecurity,
        querystring: z.object({ bank: z.string().max(100).optional(), header: z.string().max(2000).optional() }),
        response: { 200: rememberedCsvMappingSchema, ...adminGuardErrors },
      },
    },
    async (request) => {
      const key = csvMappingKey({ bankName: request.query.bank, headerRow: request.query.header });
      return { key, mapping: await findCsvMapping(app.db, key) };
    },
  );

  const decided = { 204: z.null().describe('Done'), ...errorResponses({ 404: 'No such line' }) };
  app.post(
    '/admin/statement-lines/:id/assign',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Assigns a waiting line to a traveller (`travellerId`): records or confirms their payment; an amount the exact-amount rule refuses needs `overrideReason`, kept in the audit log',
        security: adminSecurity,
        params,
        body: assignStatementLineBodySchema,
        response: {
          ...decided,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED)',
            409: 'The line was decided on already (CONFLICT), or the registration is not approved (PAYMENTS_CLOSED)',
          }),
          422: amountRefused,
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      await assignStatementLine({
        ...(await context(request, reply)),
        lineId: request.params.id,
        ...request.body,
        publicUrl: app.publicUrl,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/statement-lines/:id/set-aside',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sets a waiting line aside with a `reason` (money that pays no registration), kept in the audit log',
        security: adminSecurity,
        params,
        body: setAsideStatementLineBodySchema,
        response: {
          ...decided,
          ...errorResponses({
            400: 'A field missing or not valid (VALIDATION_FAILED)',
            409: 'The line was decided on already (CONFLICT)',
          }),
          ...adminGuardErrors,
        },
      },
    },
    async (request, reply) => {
      await setAsideStatementLine({
        ...(await context(request, reply)),
        lineId: request.params.id,
        reason: request.body.reason,
      });
      return reply.code(204).send(null);
    },
  );
};

export default statementRoutes;
