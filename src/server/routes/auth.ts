import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { messages } from '../../shared/domain/messages.ts';
import { AuthRecord, LoginForm, NewPassword, ResetRequest, ResetToken } from '../../shared/schema/auth.ts';
import { Success } from '../../shared/schema/common.ts';
import { HttpError } from '../http-errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken, LONG_SESSION_DAYS, newToken, RESET_LINK_MINUTES, SESSION_HOURS } from '../auth/tokens.ts';
import { bearerToken } from '../plugins/auth.ts';
import { deliverMail } from '../mail/deliver.ts';
import { transaction } from '../db/database.ts';
import * as users from '../db/users.ts';

const HOUR = 3600_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const isTrue = (value: unknown) => value === true || value === 'true' || value === 'on' || value === '1';
const resetLinkInvalid = () => new HttpError(400, messages.resetLinkInvalid, 'RESET_LINK_INVALID');

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publicRoute = { config: { access: 'public' as const } };

  app.post('/auth/login', { ...publicRoute, schema: { body: LoginForm, response: { 200: AuthRecord } } }, async (request) => {
    const { login, password } = request.body;
    const { perLogin, perAddress, windowMinutes } = app.config.loginLimits;
    const failures = await users.countLoginFailures(app.db, login, request.ip, windowMinutes);
    if (failures.byLogin >= perLogin || failures.byAddress >= perAddress) {
      throw new HttpError(429, messages.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
    }
    const user = await users.findUserByName(app.db, login);
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      await users.recordLoginFailure(app.db, login, request.ip);
      throw new HttpError(401, messages.wrongCredentials, 'WRONG_CREDENTIALS');
    }
    await users.clearLoginFailures(app.db, login);
    const token = newToken();
    const lifetime = isTrue(request.body.stayLoggedIn) ? LONG_SESSION_DAYS * 24 * HOUR : SESSION_HOURS * HOUR;
    const expires = new Date(Date.now() + lifetime);
    const created = await users.createSession(app.db, hashToken(token), user.id, expires);
    return {
      token,
      url: '/order/t[unprocessed]',
      user: { name: user.name, isAdministrator: user.is_administrator },
      created: seconds(created),
      expires: seconds(expires),
    };
  });

  app.get('/auth/logout', { ...publicRoute, schema: { response: { 200: Success } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache, no-store');
    const token = bearerToken(request);
    if (token) await users.deleteSession(app.db, hashToken(token));
    return { success: true };
  });

  // Always answers success, so the form cannot be used to find out which user names exist.
  app.post(
    '/auth/reset',
    {
      ...publicRoute,
      config: { ...publicRoute.config, rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: { body: ResetRequest, response: { 200: Success } },
    },
    async (request) => {
      const user = await users.findUserByName(app.db, request.body.login);
      if (user?.email) {
        const token = newToken();
        await users.createPasswordReset(app.db, hashToken(token), user.id, new Date(Date.now() + RESET_LINK_MINUTES * 60_000));
        const link = `${app.config.publicUrl}/auth/reset/${token}`;
        await deliverMail(app.db, app.mailer, {
          mailType: 'PasswordReset',
          recipient: user.email,
          subject: 'Nieuw wachtwoord voor Werkplaats',
          bodyText:
            `Beste ${user.name},\n\nVia onderstaande link stelt u een nieuw wachtwoord in voor Werkplaats.\n` +
            `De link is één uur geldig en werkt één keer.\n\n${link}\n\n` +
            `Heeft u dit niet aangevraagd? Dan kunt u deze mail negeren.\n`,
        });
      }
      return { success: true };
    },
  );

  app.get(
    '/auth/reset/:token',
    { ...publicRoute, schema: { params: Type.Object({ token: ResetToken }), response: { 200: Type.Object({ login: Type.String() }) } } },
    async (request) => {
      const reset = await users.findValidPasswordReset(app.db, hashToken(request.params.token));
      if (!reset) throw resetLinkInvalid();
      return { login: reset.name };
    },
  );

  app.post('/auth/reset/password', { ...publicRoute, schema: { body: NewPassword, response: { 200: Success } } }, async (request) => {
    const tokenHash = hashToken(request.body.token);
    const reset = await users.findValidPasswordReset(app.db, tokenHash);
    if (!reset) throw resetLinkInvalid();
    const passwordHash = await hashPassword(request.body.password, app.config.passwordCost);
    await transaction(app.db, async (client) => {
      if (!(await users.usePasswordReset(client, tokenHash))) throw resetLinkInvalid();
      await users.setPassword(client, reset.user_id, passwordHash);
      await users.deleteSessionsOfUser(client, reset.user_id);
    });
    return { success: true };
  });
};
