// Carriers that push their parcels' states instead of waiting to be asked: the state goes the tracking worker's
// way (src/server/carriers/tracking.ts), onto the shipment and its order, with the problem folder and the live update.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import type { TrunkrsWebhookEvent } from '../../shared/schema/webhooks.ts';
import { announceTrackingChange, answeredCheck, applyTrackingChecks } from '../carriers/tracking.ts';
import type { CarrierState } from '../carriers/shared/state-time.ts';
import { trunkrsTime, trunkrsTrackingState } from '../carriers/trunkrs/states.ts';
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
    // Every event is read before any is applied: a body with one we cannot read changes nothing (400), and Trunkrs
    // sends it again whole.
    const changes = request.body.events.flatMap(parcelChange);
    let ours = 0;
    for (const { trunkrsNr, answer } of changes) {
      const shipment = await claimShipmentByBarcode(app.db, 'trunkrs', trunkrsNr, LEASE_MS);
      if (!shipment) continue;
      ours++;
      await applyTrackingChecks(
        { db: app.db, log: request.log, onChanged: (change) => announceTrackingChange(app, change) },
        [answeredCheck(shipment, answer)],
      );
    }
    // None of its parcels is ours (or still registered): an error would only make Trunkrs send it again and again.
    if (changes.length > 0 && ours === 0) return reply.code(202).send({ ok: true, ignored: true });
    return { ok: true };
  });
};

/** What an event says of a parcel's state; none for a creation or a review. */
function parcelChange({ type, recordedAt, data }: TrunkrsWebhookEvent): { trunkrsNr: string; answer: CarrierState }[] {
  if (type === 'onCreation' || type === 'onReview') return [];
  if (data?.trunkrsNr === undefined) throw badRequest(`Een ${type} zonder Trunkrs-nummer (data.trunkrsNr)`);
  const trunkrsNr = String(data.trunkrsNr);
  if (type === 'onCancellation') return [{ trunkrsNr, answer: { state: 'probleem', detail: 'Geannuleerd door Trunkrs', at: eventTime(recordedAt) } }];
  if (!data.state) throw badRequest('Een statuswijziging zonder status (data.state)');
  return [{ trunkrsNr, answer: { ...trunkrsTrackingState(data.state.code), at: eventTime(data.state.timestamp ?? recordedAt) } }];
}

/** When it happened at Trunkrs (ISO 8601, Amsterdam time when it names no zone). */
function eventTime(timestamp: string): Date {
  const time = trunkrsTime(timestamp);
  if (!time) throw badRequest(`Een ongeldig tijdstip: '${timestamp}'`);
  return time;
}

/** Compared as hashes, so neither the content nor the length of the secret shows in the time taken. */
function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
