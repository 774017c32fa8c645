import {
  authResultSchema,
  changePasswordSchema,
  checkEmailSchema,
  loginSchema,
  profileSchema,
  refreshTokenSchema,
  registerSchema,
  tokenPairSchema,
  userDataSchema,
} from '@laundry/domain';
import { z } from 'zod';
import { isLoopbackHost } from '../../config';
import { ForbiddenError } from '../../errors';
import { requireAuth } from '../../http/access';
import { envelope, nullData, ok, responses } from '../../http/envelope';
import { rateLimits } from '../../http/rate-limits';
import type { ApiInstance } from '../module';
import { type AuthService, REGISTER_LOCAL_ONLY_MESSAGE } from './service';

const tags = ['auth'];

/** The eight sign-in calls of spec part 1 §7, under /api/auth. */
export async function authRoutes(app: ApiInstance, auth: AuthService): Promise<void> {
  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: rateLimits.login },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: responses({ 200: envelope(authResultSchema) }),
      },
    },
    async (request) => ok(await auth.login(request.body, request.ip), 'Login successful'),
  );

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: rateLimits.register },
      schema: {
        tags,
        summary: 'Create the first administrator (only while no account exists)',
        body: registerSchema,
        response: responses({ 201: envelope(authResultSchema) }),
      },
    },
    async (request, reply) => {
      // On an empty database this call makes an administrator: only from the server's machine.
      if (!isLoopbackHost(request.ip)) throw new ForbiddenError(REGISTER_LOCAL_ONLY_MESSAGE);
      const result = await auth.register(request.body);
      return reply.code(201).send(ok(result, 'Registration successful'));
    },
  );

  app.get(
    '/profile',
    {
      config: { access: ['profile', 'read'] },
      schema: {
        tags,
        summary: 'The signed-in user',
        response: responses({ 200: envelope(userDataSchema) }),
      },
    },
    async (request) => ok({ user: auth.profile(requireAuth(request)) }),
  );

  app.put(
    '/profile',
    {
      config: { access: ['profile', 'update'] },
      schema: {
        tags,
        summary: "Update the signed-in user's name, e-mail and phone",
        body: profileSchema,
        response: responses({ 200: envelope(userDataSchema) }),
      },
    },
    async (request) => {
      const user = await auth.updateProfile(requireAuth(request), request.body);
      return ok({ user }, 'Profile updated successfully');
    },
  );

  app.put(
    '/change-password',
    {
      config: { access: ['profile', 'update'] },
      schema: {
        tags,
        summary: 'Change the own password; ends every other session and returns a fresh pair',
        body: changePasswordSchema,
        response: responses({ 200: envelope(tokenPairSchema) }),
      },
    },
    async (request) => {
      const pair = await auth.changePassword(requireAuth(request), request.body);
      return ok(pair, 'Password changed successfully');
    },
  );

  app.post(
    '/refresh-token',
    {
      config: { access: 'public', rateLimit: rateLimits.refresh },
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (the old one stops working)',
        body: refreshTokenSchema,
        response: responses({ 200: envelope(tokenPairSchema) }),
      },
    },
    async (request) => ok(await auth.refresh(request.body.refreshToken), 'Token refreshed'),
  );

  app.post(
    '/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "End the access token's session",
        response: responses({ 200: envelope(nullData) }),
      },
    },
    async (request) => {
      await auth.logout(requireAuth(request));
      return ok(null, 'Logged out successfully');
    },
  );

  app.post(
    '/check-email',
    {
      // Only for whoever may create accounts (issue 24): answered to anyone, it told the world
      // which staff e-mails exist. No public screen of the spec calls it.
      config: { access: ['users', 'create'], rateLimit: rateLimits.checkEmail },
      schema: {
        tags,
        summary: 'Whether an e-mail address is still free (admins only)',
        body: checkEmailSchema,
        response: responses({ 200: envelope(z.object({ available: z.boolean() })) }),
      },
    },
    async (request) => ok({ available: await auth.isEmailAvailable(request.body.email) }),
  );
}
