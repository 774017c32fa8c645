/**
 * The users module's entry (docs/decisions/037). Auth signs in against the account rows, so the
 * users' repository is shared with it on purpose (an account's sessions end here too, so users
 * never imports auth); the account as the API answers it; the e-mail conflict's one message.
 */
export { createUsersRepository, type UsersRepository } from './repository';
export { EMAIL_TAKEN_MESSAGE, type UsersService } from './service';
export { toUser } from './to-user';
