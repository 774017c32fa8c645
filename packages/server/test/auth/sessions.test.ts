import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../src/db/schema';
import { snapshot, type Tokens, testConfig, useTestApp } from '../helpers/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('tokens and sessions', () => {
  const t = useTestApp();

  function profile(token: string) {
    return t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
  }

  function refresh(refreshToken: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
  }

  async function signWith(
    claims: Record<string, unknown>,
    options: { secret?: string; alg?: string; expiresInSeconds?: number } = {},
  ) {
    const now = Math.floor(t.clock().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
      .setIssuer('laundry')
      .setAudience('laundry-api')
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresInSeconds ?? 900))
      .sign(new TextEncoder().encode(options.secret ?? testConfig().jwtSecret));
  }

  it('answers the profile for a valid access token with sub, role, sid and typ', async () => {
    const { token } = await t.login('cashier');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: t.ids.cashier, role: 'cashier', typ: 'access' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    const [session] = await t.db.select().from(refreshTokens);
    expect(claims.sid).toBe(session?.familyId);

    const response = await profile(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { user: { _id: t.ids.cashier, email: 'cashier@laundry.test', role: 'cashier' } },
    });
  });

  it('refuses a missing or malformed authorization header', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: 'Authentication required' });

    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: 'Basic YWRtaW46ZGVtbzEyMzQ=' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses an expired access token', async () => {
    const { token } = await t.login('admin');
    t.clock.advance(15 * MINUTE + 1000);
    const response = await profile(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid or expired token' });
  });

  it('refuses a token that passed before once it expires, and only then', async () => {
    const { token } = await t.login('admin');
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE - 1000);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(1000);
    const response = await profile(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid or expired token' });
  });

  it('refuses a token signed with another secret', async () => {
    const { token } = await t.login('admin');
    const { sid } = decodeJwt(token);
    const forged = await signWith(
      { sub: t.ids.admin, role: 'admin', sid, typ: 'access' },
      { secret: 'an-attacker-secret-that-is-long-enough-000000' },
    );
    expect((await profile(forged)).statusCode).toBe(401);
  });

  it('refuses a token whose payload was altered', async () => {
    const { token } = await t.login('cashier');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString());
    const altered = Buffer.from(
      JSON.stringify({ ...claims, role: 'admin', sub: t.ids.admin }),
    ).toString('base64url');
    expect((await profile(`${header}.${altered}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses an alg:none token and a token in another algorithm', async () => {
    const { token } = await t.login('admin');
    const claims = decodeJwt(token);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect((await profile(`${header}.${body}.`)).statusCode).toBe(401);
    expect((await profile(`${header}.${body}`)).statusCode).toBe(401);

    const hs512 = await signWith({ ...claims }, { alg: 'HS512' });
    expect((await profile(hs512)).statusCode).toBe(401);
  });

  it('refuses a refresh token, or a JWT of another type, used as an access token', async () => {
    const { token, refreshToken } = await t.login('admin');
    expect((await profile(refreshToken)).statusCode).toBe(401);

    const { sid } = decodeJwt(token);
    const wrongType = await signWith({ sub: t.ids.admin, role: 'admin', sid, typ: 'refresh' });
    expect((await profile(wrongType)).statusCode).toBe(401);
    const noType = await signWith({ sub: t.ids.admin, role: 'admin', sid });
    expect((await profile(noType)).statusCode).toBe(401);
  });

  it('refuses a well-signed token for a user or session that does not exist', async () => {
    const ghost = await signWith({
      sub: randomUUID(),
      role: 'admin',
      sid: randomUUID(),
      typ: 'access',
    });
    expect((await profile(ghost)).statusCode).toBe(401);
    const noSession = await signWith({
      sub: t.ids.admin,
      role: 'admin',
      sid: randomUUID(),
      typ: 'access',
    });
    const response = await profile(noSession);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Session has ended. Please sign in again.');
  });

  it('rotates the refresh token on every refresh, keeping the absolute expiry', async () => {
    const first = await t.login('cashier');
    t.clock.advance(20 * MINUTE);

    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second: Tokens = response.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.token).not.toBe(first.token);
    expect(decodeJwt(second.token).sid).toBe(decodeJwt(first.token).sid);
    expect((await profile(second.token)).statusCode).toBe(200);

    const rows = await t.db.select().from(refreshTokens);
    expect(rows).toHaveLength(2);
    const [old, current] = rows[0]?.replacedAt ? [rows[0], rows[1]] : [rows[1], rows[0]];
    expect(old?.replacedBy).toBe(current?.id);
    expect(current?.expiresAt).toEqual(old?.expiresAt);

    // And again with the new one.
    const third = await refresh(second.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is presented again after the grace window', async () => {
    const first = await t.login('cashier');
    const other = await t.login('admin');
    const second: Tokens = (await refresh(first.refreshToken)).json().data;

    t.clock.advance(31 * 1000);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({
      success: false,
      message: 'Refresh token has already been used. Please sign in again.',
    });

    // Everything of that session is dead: the newest refresh token and its access token.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await profile(second.token)).statusCode).toBe(401);
    // Other sessions live on.
    expect((await profile(other.token)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('answers eight parallel refreshes with one token with the same new pair (two tabs)', async () => {
    const first = await t.login('cashier');
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(first.refreshToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const pairs = new Set(answers.map((answer) => JSON.stringify(answer.json().data)));
    expect(pairs.size).toBe(1);
    const pair: Tokens = answers[0]?.json().data;
    expect((await profile(pair.token)).statusCode).toBe(200);
    // One rotation happened: the family holds the first token and one successor.
    expect(await t.db.select().from(refreshTokens)).toHaveLength(2);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('gives a retry within 30 seconds the same pair, and treats a later one as theft', async () => {
    const first = await t.login('cashier');
    const second: Tokens = (await refresh(first.refreshToken)).json().data;
    t.clock.advance(30 * 1000);
    const retry = await refresh(first.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(second);

    t.clock.advance(1000);
    const late = await refresh(first.refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Refresh token has already been used. Please sign in again.');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await profile(second.token)).statusCode).toBe(401);
  });

  it('gives nothing in the grace window once the session has ended', async () => {
    const first = await t.login('cashier');
    const second: Tokens = (await refresh(first.refreshToken)).json().data;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${second.token}` },
    });
    const retry = await refresh(first.refreshToken);
    expect(retry.statusCode).toBe(401);
    expect(retry.json().message).toBe('Invalid or expired refresh token');
  });

  it('keeps no usable pair in the database: the stored replacement needs the old token', async () => {
    const first = await t.login('cashier');
    const second: Tokens = (await refresh(first.refreshToken)).json().data;
    const rows = await t.db.select().from(refreshTokens);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(second.refreshToken);
    expect(text).not.toContain(second.token);
    expect(text).not.toContain(first.refreshToken);
  });

  it('refuses unknown and expired refresh tokens without changing anything', async () => {
    const { refreshToken } = await t.login('cashier');
    const before = await snapshot(t.db);
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: 'Invalid or expired refresh token' });
    expect(await snapshot(t.db)).toEqual(before);

    t.clock.advance(12 * HOUR);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('keeps a remember-me session refreshable for 30 days', async () => {
    let tokens = await t.login('cashier', { rememberMe: true });
    t.clock.advance(13 * HOUR);
    const response = await refresh(tokens.refreshToken);
    expect(response.statusCode).toBe(200);
    tokens = response.json().data;
    t.clock.advance(30 * 24 * HOUR);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it('logs out: the session family is revoked, other sessions stay', async () => {
    const session = await t.login('cashier');
    const rotated: Tokens = (await refresh(session.refreshToken)).json().data;
    const other = await t.login('cashier');

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${rotated.token}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Logged out successfully',
      data: null,
    });

    expect((await profile(rotated.token)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await profile(other.token)).statusCode).toBe(200);

    const familyId = decodeJwt(rotated.token).sid as string;
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyId));
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('requires a signed-in caller to log out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });

  it('stops the tokens of a user who is deactivated', async () => {
    const cashier = await t.login('cashier');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, t.ids.cashier));

    const response = await profile(cashier.token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'Your account has been deactivated. Please contact an administrator.',
    );
    expect((await refresh(cashier.refreshToken)).statusCode).toBe(401);
  });

  it('validates the refresh body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Refresh token is required',
      field: 'refreshToken',
    });
  });
});
