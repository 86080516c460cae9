// Carriers that push their parcels' states instead of waiting to be asked: the state goes the tracking worker's
// way (src/server/carriers/tracking.ts), onto the shipment and its order, with the problem folder and the live update.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../shared/domain/constants.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { announceTrackingChange, answeredCheck, applyTrackingChecks } from '../carriers/tracking.ts';
import { trunkrsTrackingState } from '../carriers/trunkrs/states.ts';
import { claimShipmentByBarcode } from '../db/tracking.ts';
import { badRequest, HttpError, notFound } from '../http-errors.ts';
import { route } from './endpoint-route.ts';

/** How long a pushed state holds its shipment while it is written. */
const LEASE_MS = 60_000;

export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before the body is validated: a caller without the secret learns nothing, not even the shape we expect.
  app.addHook('preValidation', async (request) => {
    const secret = app.config.carriers.webhookSecrets.trunkrs;
    if (!secret) throw notFound('Webhook is niet ingesteld');
    if (!sameSecret(request.headers['x-webhook-secret'], secret)) {
      throw new HttpError(401, 'Het geheim van de webhook ontbreekt of klopt niet', 'WEBHOOK_SECRET');
    }
  });

  route(app, endpoints.trunkrsWebhook, async (request, reply) => {
    const { event, trunkrsNr, state } = request.body;
    if (event === 'OnCreation') return { ok: true };
    if (event === 'OnStateUpdate' && !state) throw badRequest('Een statuswijziging zonder status (state.code)');
    const said =
      event === 'OnCancellation' ? { state: 'probleem' as const, detail: 'Geannuleerd door Trunkrs' } : trunkrsTrackingState(state!.code);
    const answer = { ...said, at: eventTime(state?.timestamp) };

    const shipment = await claimShipmentByBarcode(app.db, 'trunkrs', trunkrsNr, LEASE_MS);
    // Not a parcel of ours (or no longer registered): an error would only make Trunkrs send it again and again.
    if (!shipment) return reply.code(202).send({ ok: true, ignored: true });
    await applyTrackingChecks(
      { db: app.db, log: request.log, onChanged: (change) => announceTrackingChange(app, change) },
      [answeredCheck(shipment, answer)],
    );
    return { ok: true };
  });
};

/** When the state happened at Trunkrs: ISO 8601, Amsterdam time when it names no zone; null when not given. */
function eventTime(timestamp: string | undefined): Date | null {
  if (!timestamp) return null;
  const time = DateTime.fromISO(timestamp, { zone: TIMEZONE });
  if (!time.isValid) throw badRequest(`Een ongeldig tijdstip (state.timestamp): '${timestamp}'`);
  return time.toJSDate();
}

/** Compared as hashes, so neither the content nor the length of the secret shows in the time taken. */
function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
