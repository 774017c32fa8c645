import {
  auditActorsSchema,
  auditHistoryQuerySchema,
  auditListSchema,
  auditQuerySchema,
  auditRecordParamsSchema,
} from '@laundry/domain';
import { envelope, ok, responses } from '../../http/envelope';
import type { ApiInstance } from '../module';
import type { AuditService } from './service';

const tags = ['audit'];

/**
 * The audit log, read only: there is no route that writes, edits or deletes it. Admins only
 * (the 'users' resource: whoever manages accounts sees who did what).
 */
export async function auditRoutes(api: ApiInstance, audit: AuditService) {
  api.get(
    '/',
    {
      config: { access: ['users', 'read'] },
      schema: {
        tags,
        summary: 'The audit log, newest first: filter by who, kind of record and days',
        querystring: auditQuerySchema,
        response: responses({ 200: envelope(auditListSchema) }),
      },
    },
    async (request) => ok(await audit.list(request.query)),
  );

  api.get(
    '/actors',
    {
      config: { access: ['users', 'read'] },
      schema: {
        tags,
        summary: 'Everyone who appears in the audit log (for the "who" filter)',
        response: responses({ 200: envelope(auditActorsSchema) }),
      },
    },
    async () => {
      const actors = await audit.actors();
      return ok({ actors: actors.map((actor) => ({ _id: actor.id, name: actor.name })) });
    },
  );

  api.get(
    '/:entity/:id',
    {
      config: { access: ['users', 'read'] },
      schema: {
        tags,
        summary: "One record's history, newest first",
        params: auditRecordParamsSchema,
        querystring: auditHistoryQuerySchema,
        response: responses({ 200: envelope(auditListSchema) }),
      },
    },
    async (request) =>
      ok(await audit.history(request.params.entity, request.params.id, request.query)),
  );
}
