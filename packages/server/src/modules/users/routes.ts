import {
  createUserSchema,
  listUsersQuerySchema,
  setUserPasswordSchema,
  updateUserSchema,
  userDataSchema,
  userIdParamsSchema,
  userListSchema,
  userMessages,
  userStatsSchema,
} from '@laundry/domain';
import { requireAuth } from '../../http/access';
import { envelope, nullData, ok, responses } from '../../http/envelope';
import type { ApiInstance } from '../module';
import type { UsersService } from './service';

const tags = ['users'];

function actorOf(request: Parameters<typeof requireAuth>[0]) {
  const { user, sessionId } = requireAuth(request);
  return { id: user.id, sessionId, name: user.name };
}

/** User accounts (spec part 2 §7), admin only through the permission map, under /api/users. */
export async function usersRoutes(app: ApiInstance, users: UsersService): Promise<void> {
  app.get(
    '/',
    {
      config: { access: ['users', 'read'] },
      schema: {
        tags,
        summary: 'List users: search, filter, sort and page',
        querystring: listUsersQuerySchema,
        response: responses({ 200: envelope(userListSchema) }),
      },
    },
    async (request) => ok(await users.list(request.query)),
  );

  app.get(
    '/stats',
    {
      config: { access: ['users', 'read'] },
      schema: {
        tags,
        summary: 'Accounts per status and role',
        response: responses({ 200: envelope(userStatsSchema) }),
      },
    },
    async () => ok(await users.stats()),
  );

  app.get(
    '/:id',
    {
      config: { access: ['users', 'read'] },
      schema: {
        tags,
        summary: 'One user',
        params: userIdParamsSchema,
        response: responses({ 200: envelope(userDataSchema) }),
      },
    },
    async (request) => ok({ user: await users.get(request.params.id) }),
  );

  app.post(
    '/',
    {
      config: { access: ['users', 'create'] },
      schema: {
        tags,
        summary: 'Create a user',
        body: createUserSchema,
        response: responses({ 201: envelope(userDataSchema) }),
      },
    },
    async (request, reply) => {
      const user = await users.create(actorOf(request), request.body);
      return reply.code(201).send(ok({ user }, userMessages.created));
    },
  );

  app.put(
    '/:id',
    {
      config: { access: ['users', 'update'] },
      schema: {
        tags,
        summary: "Replace a user's details (not the password)",
        params: userIdParamsSchema,
        body: updateUserSchema,
        response: responses({ 200: envelope(userDataSchema) }),
      },
    },
    async (request) => {
      const user = await users.update(actorOf(request), request.params.id, request.body);
      return ok({ user }, userMessages.updated);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: ['users', 'delete'] },
      schema: {
        tags,
        summary: 'Delete a user (never oneself)',
        params: userIdParamsSchema,
        response: responses({ 200: envelope(nullData) }),
      },
    },
    async (request) => {
      await users.remove(actorOf(request), request.params.id);
      return ok(null, userMessages.deleted);
    },
  );

  app.put(
    '/:id/password',
    {
      config: { access: ['users', 'update'] },
      schema: {
        tags,
        summary: "Set a user's password (one's own needs the current one)",
        params: userIdParamsSchema,
        body: setUserPasswordSchema,
        response: responses({ 200: envelope(nullData) }),
      },
    },
    async (request) => {
      await users.setPassword(actorOf(request), request.params.id, request.body);
      return ok(null, userMessages.passwordUpdated);
    },
  );

  app.put(
    '/:id/toggle-status',
    {
      config: { access: ['users', 'update'] },
      schema: {
        tags,
        summary: 'Activate or deactivate a user (never oneself)',
        params: userIdParamsSchema,
        response: responses({ 200: envelope(userDataSchema) }),
      },
    },
    async (request) => {
      const user = await users.toggleStatus(actorOf(request), request.params.id);
      return ok(
        { user },
        user.isActive ? 'User activated successfully' : 'User deactivated successfully',
      );
    },
  );
}
