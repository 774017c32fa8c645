// Test support: an in-memory users API behind the shared fake backend (never bundled: only tests
// import it). It follows spec part 2 §7 'Users' and the server's refusals.
import {
  addDays,
  createUserSchema,
  pageInfo,
  permissionsForRole,
  type Role,
  type User,
  userSchema,
} from '@laundry/domain';
import { type FakeReply, type FakeRouter, fail, makeUser, ok, readBody } from './backend';

let counter = 0;

export function makeAccount(name: string, role: Role, overrides: Partial<User> = {}): User {
  counter += 1;
  const id = `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return userSchema.parse({
    _id: id,
    name,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@laundry.test`,
    role,
    permissions: permissionsForRole(role),
    isActive: true,
    lastLogin: null,
    createdAt: `${addDays('2026-06-01', counter)}T00:00:00.000Z`,
    updatedAt: `${addDays('2026-01-01', counter)}T00:00:00.000Z`,
    version: 1,
    ...overrides,
  });
}

/** The signed-in admin, two more accounts and an inactive cashier. */
export function someUsers(): User[] {
  return [
    makeUser('admin', { createdAt: '2025-01-01T08:00:00.000Z' }),
    makeAccount('Nimal Fernando', 'cashier', {
      _id: '20000000-0000-4000-8000-000000000001',
      phoneNumber: '0771234567',
      lastLogin: '2026-11-20T09:30:00.000Z',
      createdAt: '2026-03-01T08:00:00.000Z',
    }),
    makeAccount('Sahan Jayasuriya', 'admin', {
      _id: '20000000-0000-4000-8000-000000000002',
      createdAt: '2026-02-01T08:00:00.000Z',
    }),
    makeAccount('Dilini Wickrama', 'cashier', {
      _id: '20000000-0000-4000-8000-000000000003',
      isActive: false,
      createdAt: '2026-01-01T08:00:00.000Z',
    }),
  ];
}

/**
 * The user routes over a list kept in memory. `failures` answers a route (e.g. 'GET /users')
 * with a failure instead; `selfId` is the signed-in admin the self-rules protect.
 */
export function fakeUsersApi(
  initial: User[] = someUsers(),
  options: { selfId?: string; failures?: Record<string, FakeReply> } = {},
) {
  const users = [...initial];
  const selfId = options.selfId ?? makeUser('admin')._id;
  const failures = { ...options.failures };
  const find = (id: string) => users.find((user) => user._id === id);

  const route: FakeRouter = (method, path, { body, query }) => {
    const idPattern = path.match(/^\/users\/([^/]+)(\/password|\/toggle-status)?$/);
    const key = `${method} ${idPattern && idPattern[1] !== 'stats' ? '/users/:id' : path}${idPattern?.[2] ?? ''}`;
    const failure = failures[key];
    if (failure) return failure;

    if (method === 'GET' && path === '/users') {
      const search = (query.get('search') ?? '').toLowerCase();
      const role = query.get('role');
      const isActive = query.get('isActive');
      const sortBy = (query.get('sortBy') ?? 'createdAt') as keyof User;
      const direction = query.get('sortOrder') === 'asc' ? 1 : -1;
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      const matching = users
        .filter(
          (user) =>
            (!search || user.name.toLowerCase().includes(search) || user.email.includes(search)) &&
            (!role || user.role === role) &&
            (isActive === null || String(user.isActive) === isActive),
        )
        .sort((a, b) => String(a[sortBy] ?? '').localeCompare(String(b[sortBy] ?? '')) * direction);
      return ok({
        users: matching.slice((page - 1) * limit, page * limit),
        pagination: { ...pageInfo(page, limit, matching.length), totalUsers: matching.length },
      });
    }
    if (method === 'GET' && path === '/users/stats') {
      const counts = (list: User[]) => ({
        total: list.length,
        active: list.filter((user) => user.isActive).length,
        inactive: list.filter((user) => !user.isActive).length,
      });
      return ok({
        ...counts(users),
        byRole: {
          admin: counts(users.filter((user) => user.role === 'admin')),
          cashier: counts(users.filter((user) => user.role === 'cashier')),
        },
      });
    }
    if (method === 'POST' && path === '/users') {
      const { data: input, refusal } = readBody(createUserSchema, body);
      if (refusal) return refusal;
      if (users.some((user) => user.email === input.email)) {
        return fail(409, 'A user with this email already exists', 'email');
      }
      const { password: _hashed, ...fields } = input;
      const user = makeAccount(input.name, input.role, { ...fields });
      users.unshift(user);
      return {
        status: 201,
        body: { success: true, message: 'User created successfully', data: { user } },
      };
    }
    if (!idPattern) return undefined;
    const id = idPattern[1] ?? '';
    const user = find(id);
    if (!user) return fail(404, 'User not found');
    const action = idPattern[2];

    if (method === 'GET' && !action) return ok({ user });
    if (method === 'PUT' && !action) {
      const input = body as Partial<User>;
      if (id === selfId && input.isActive === false) {
        return fail(409, 'You cannot deactivate your own account', 'isActive');
      }
      const { phoneNumber: _old, ...rest } = user;
      const updated = { ...rest, ...input, updatedAt: '2026-11-22T10:00:00.000Z' };
      users.splice(users.indexOf(user), 1, updated);
      return ok({ user: updated }, 'User updated successfully');
    }
    if (method === 'DELETE' && !action) {
      if (id === selfId) return fail(409, 'You cannot delete your own account');
      users.splice(users.indexOf(user), 1);
      return ok(null, 'User deleted successfully');
    }
    if (method === 'PUT' && action === '/toggle-status') {
      if (id === selfId) return fail(409, 'You cannot deactivate your own account');
      const updated = { ...user, isActive: !user.isActive };
      users.splice(users.indexOf(user), 1, updated);
      return ok(
        { user: updated },
        `User ${updated.isActive ? 'activated' : 'deactivated'} successfully`,
      );
    }
    if (method === 'PUT' && action === '/password') {
      const input = body as { currentPassword?: string };
      if (id === selfId && input.currentPassword !== 'demo1234') {
        return fail(400, 'Current password is incorrect', 'currentPassword');
      }
      return ok(null, 'Password updated successfully');
    }
    return undefined;
  };

  return { route, users, failures };
}
