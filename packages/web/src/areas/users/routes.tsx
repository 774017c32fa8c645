// The Users area (spec part 2 §2.10): one lazy chunk for its four routes, admin only.
export { UserDetailPage as Detail } from './UserDetailPage';
export { UserCreatePage as Create, UserEditPage as Edit } from './UserFormPage';
export { UsersPage as List } from './UsersPage';
