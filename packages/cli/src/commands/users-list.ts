import type { UserList, UserListQuery } from '@laundry/api-client';
import { pageQuerySchema, roleLabel, roles, type User } from '@laundry/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { type CliContext, println } from '../context';
import { parseWith } from '../options';
import { type Column, formatTable, printJson } from '../output';
import { withSession } from '../session';

const optionsSchema = z.object({
  search: z.string().trim().max(100, '--search: at most 100 characters').optional(),
  role: z.enum(roles, '--role: must be admin or cashier').optional(),
  status: z.enum(['active', 'inactive', 'all'], '--status: must be active, inactive or all'),
  sort: z.enum(['createdAt', 'name', 'email', 'lastLogin'], {
    error: '--sort: must be createdAt, name, email or lastLogin',
  }),
  order: z.enum(['asc', 'desc'], '--order: must be asc or desc'),
  page: z.string().optional(),
  limit: z.string().optional(),
  json: z.boolean().default(false),
});
type UsersListOptions = z.infer<typeof optionsSchema>;

/** The query the options ask for: pages checked by the domain's page rules (limit ≤ 100). */
export function listQuery(raw: unknown): { query: UserListQuery; json: boolean } {
  const options: UsersListOptions = parseWith(optionsSchema, raw);
  const { page, limit } = parseWith(
    pageQuerySchema,
    { page: options.page, limit: options.limit },
    { page: '--page', limit: '--limit' },
  );
  const query: UserListQuery = {
    search: options.search || undefined,
    role: options.role,
    isActive: options.status === 'all' ? undefined : options.status === 'active',
    sortBy: options.sort,
    sortOrder: options.order,
    page,
    limit,
  };
  return { query, json: options.json };
}

export function listUsers(context: CliContext, query: UserListQuery): Promise<UserList> {
  return withSession(context, async ({ client }) => (await client.users.list(query)).data);
}

const columns: Column<User>[] = [
  { header: 'NAME', value: (user) => user.name },
  { header: 'EMAIL', value: (user) => user.email },
  { header: 'ROLE', value: (user) => roleLabel(user.role) },
  { header: 'STATUS', value: (user) => (user.isActive ? 'active' : 'inactive') },
  {
    header: 'LAST LOGIN',
    value: (user) => (user.lastLogin ? user.lastLogin.slice(0, 16).replace('T', ' ') : 'never'),
  },
  { header: 'ID', value: (user) => user._id },
];

export function usersListCommand(context: CliContext): Command {
  return new Command('list')
    .description('list staff accounts (a table, or --json)')
    .option('--search <text>', 'name or e-mail contains this text')
    .option('--role <role>', 'admin or cashier')
    .option('--status <status>', 'active, inactive or all', 'all')
    .option('--sort <field>', 'createdAt, name, email or lastLogin', 'createdAt')
    .option('--order <order>', 'asc or desc', 'desc')
    .option('--page <n>', 'page number, from 1', '1')
    .option('--limit <n>', 'accounts per page, 1 to 100', '10')
    .option('--json', 'print the page and its pagination as JSON')
    .action(async (raw: unknown) => {
      const { query, json } = listQuery(raw);
      const list = await listUsers(context, query);
      if (json) {
        printJson(context, list);
        return;
      }
      if (list.users.length === 0) {
        println(context.out, 'No users found.');
        return;
      }
      const { currentPage, totalPages, totalUsers } = list.pagination;
      println(context.out, formatTable(list.users, columns));
      println(
        context.out,
        `Page ${currentPage} of ${totalPages} · ${totalUsers} user${totalUsers === 1 ? '' : 's'}`,
      );
    });
}
