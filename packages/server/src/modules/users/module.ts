import { defineModule } from '../module';
import { usersRoutes } from './routes';
import { createUsersService } from './service';

/** /api/users: staff accounts, admin only (spec part 2 §7 'Users'). */
export const usersModule = defineModule({
  name: 'users',
  prefix: '/users',
  async register(api, { db, clock }) {
    await usersRoutes(api, createUsersService({ db, clock }));
  },
});
