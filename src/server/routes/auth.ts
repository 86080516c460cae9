import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../shared/domain/messages.ts';
import { SPECIAL_FOLDERS } from '../../shared/domain/special-folders.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { HttpError } from '../http-errors.ts';
import { createPasswordChecker } from '../auth/password-checker.ts';
import { hashToken, LONG_SESSION_DAYS, newToken, RESET_LINK_MINUTES, SESSION_HOURS } from '../auth/tokens.ts';
import { bearerToken } from '../plugins/auth.ts';
import { sendMailJob } from '../mail/deliver.ts';
import { insertMailJob, type NewMailJob } from '../db/mail-jobs.ts';
import { transaction } from '../db/database.ts';
import { claimAttempt, clearLoginAttempts, releaseAttempt } from '../db/auth-attempts.ts';
import * as users from '../db/users.ts';
import type { SessionsEnded } from '../realtime/sessions-ended.ts';
import { route } from './endpoint-route.ts';

const HOUR = 3600_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const isTrue = (value: unknown) => value === true || value === 'true' || value === 'on' || value === '1';
const resetLinkInvalid = () => new HttpError(400, messages.resetLinkInvalid, 'RESET_LINK_INVALID');

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const passwords = createPasswordChecker({ cost: app.config.passwordCost, ...app.config.passwordHashing });

  /** Live sockets of ended sessions are closed on every instance; a lost event must not fail the logout itself. */
  const closeSockets = async (ended: SessionsEnded) => {
    try {
      await app.realtime.endSessions(ended);
    } catch (error) {
      app.log.error({ err: error }, 'Live-verbindingen van beëindigde sessies niet gesloten');
    }
  };

  route(app, endpoints.login, async (request) => {
    const { login, password } = request.body;
    // Claimed before the slow hash, so concurrent guesses cannot all pass the limit with the same old count.
    const attempt = await claimAttempt(app.db, 'login', login, request.ip, app.config.loginLimits);
    if (attempt === undefined) throw new HttpError(429, messages.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
    const user = await users.findUserByName(app.db, login);
    let valid: boolean;
    try {
      valid = await passwords.verify(password, user?.password_hash);
    } catch (error) {
      await releaseAttempt(app.db, attempt); // not hashed, so not a guess
      throw error;
    }
    if (!user || !valid) throw new HttpError(401, messages.wrongCredentials, 'WRONG_CREDENTIALS');
    const token = newToken();
    const lifetime = isTrue(request.body.stayLoggedIn) ? LONG_SESSION_DAYS * 24 * HOUR : SESSION_HOURS * HOUR;
    const expires = new Date(Date.now() + lifetime);
    const created = await transaction(app.db, async (client) => {
      await clearLoginAttempts(client, login);
      return users.createSession(client, hashToken(token), user.id, expires);
    });
    return {
      token,
      url: SPECIAL_FOLDERS.unprocessed.route,
      user: { name: user.name, isAdministrator: user.is_administrator },
      created: seconds(created),
      expires: seconds(expires),
    };
  });

  route(app, endpoints.logout, async (request, reply) => {
    reply.header('cache-control', 'no-cache, no-store');
    const token = bearerToken(request);
    if (token) {
      const tokenHash = hashToken(token);
      await users.deleteSession(app.db, tokenHash);
      await closeSockets({ type: 'sessionsEnded', tokenHash: tokenHash.toString('hex') });
    }
    return { success: true };
  });

  // Always answers success, so the form cannot be used to find out which user names exist.
  route(app, endpoints.requestReset, async (request) => {
    const { login } = request.body;
    if ((await claimAttempt(app.db, 'reset', login, request.ip, app.config.resetLimits)) === undefined) {
      throw new HttpError(429, messages.tooManyRequests, 'RATE_LIMITED');
    }
    const user = await users.findUserByName(app.db, login);
    if (user?.email) {
      const token = newToken();
      const link = `${app.config.publicUrl}/auth/reset/${token}`;
      const mail: NewMailJob = {
        mailType: 'PasswordReset',
        recipient: user.email,
        subject: 'Nieuw wachtwoord voor Werkplaats',
        bodyText:
          `Beste ${user.name},\n\nVia onderstaande link stelt u een nieuw wachtwoord in voor Werkplaats.\n` +
          `De link is één uur geldig en werkt één keer.\n\n${link}\n\n` +
          `Heeft u dit niet aangevraagd? Dan kunt u deze mail negeren.\n`,
      };
      // The link and the mail that carries it are stored together; the mail leaves after they are.
      const mailId = await transaction(app.db, async (client) => {
        await users.createPasswordReset(client, hashToken(token), user.id, new Date(Date.now() + RESET_LINK_MINUTES * 60_000));
        return insertMailJob(client, mail);
      });
      await sendMailJob(app.db, app.mailer, mailId, mail);
    }
    return { success: true };
  });

  /** Whether a mailed link still works, and for whom: the reset page asks before it shows the form. */
  route(app, endpoints.checkResetLink, async (request) => {
    const reset = await users.findValidPasswordReset(app.db, hashToken(request.body.token));
    if (!reset) throw resetLinkInvalid();
    return { login: reset.name };
  });

  route(app, endpoints.setNewPassword, async (request) => {
    const tokenHash = hashToken(request.body.token);
    const reset = await users.findValidPasswordReset(app.db, tokenHash);
    if (!reset) throw resetLinkInvalid();
    const passwordHash = await passwords.hash(request.body.password);
    const userId = await transaction(app.db, async (client) => {
      // Using the link deletes it and the user's other open links.
      const owner = await users.usePasswordReset(client, tokenHash);
      if (owner === undefined) throw resetLinkInvalid();
      await users.setPassword(client, owner, passwordHash);
      await users.deleteSessionsOfUser(client, owner);
      await clearLoginAttempts(client, reset.name);
      return owner;
    });
    await closeSockets({ type: 'sessionsEnded', userId });
    return { login: reset.name };
  });
};
