// 'Print EF kaart' (spec §2, §5, §7): a free card text, kept under an id derived from it, printed on a card2 printer
// through the print queue, or fetched by the /print popup page when the printer is '_popup'.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { efCardTextError } from '../../shared/domain/ef-card-rules.ts';
import { messages } from '../../shared/domain/messages.ts';
import { POPUP_PRINTER } from '../../shared/domain/constants.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { findEfCardText, saveEfCard } from '../db/ef-cards.ts';
import { listFeatures } from '../db/workbench.ts';
import { badRequest, HttpError, notFound } from '../http-errors.ts';
import { renderEfCard } from '../print/documents/ef-card.ts';
import { queuePrintJob } from '../print/print-jobs.ts';
import { route } from './endpoint-route.ts';
import { workstationLocation } from './workstation-location.ts';

const EF_CARD_LABEL = 'EF kaart';
const EF_CARD_FEATURE = 'printEfCard';
const EF_CARD_OFF = 'Print EF kaart staat uit voor deze locatie';

/** The same text is the same card: 'ef' and the first 16 hex digits of its sha256. */
export const efCardId = (text: string) => `ef${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

export const efCardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The location's 'printEfCard' switch (spec §6): off, or not listed, means its staff cannot print EF cards. */
  const efCardsEnabled = async (location: string) =>
    (await listFeatures(app.db, location)).some((feature) => feature.title === EF_CARD_FEATURE && feature.extraAttribute_28088961);

  route(app, endpoints.printEfCard, async (request) => {
    const { text, printer } = request.body;
    const location = await workstationLocation(app, request);
    // Not 403: the client takes that for a lost session.
    if (!(await efCardsEnabled(location))) throw new HttpError(400, EF_CARD_OFF, 'FEATURE_OFF');
    const refusal = efCardTextError(text);
    if (refusal) throw badRequest(messages.checkInput, [{ field: 'text', message: refusal }]);
    const id = efCardId(text);
    const job = printer === POPUP_PRINTER ? null : await queuePrintJob(app, {
      orderId: null,
      shipmentId: null,
      type: 'efcard',
      printerId: printer,
      title: EF_CARD_LABEL,
      pdf: await renderEfCard(text),
      copies: 1,
      createdBy: request.user!.name,
      location,
      idempotencyKey: request.headers['idempotency-key'],
    });
    // Kept after queueing, so a refused printer leaves nothing behind.
    await saveEfCard(app.db, { id, text, createdBy: request.user!.name });
    return { id, job };
  });

  route(app, endpoints.efCardDocument, async (request, reply) => {
    const text = await findEfCardText(app.db, request.params.id);
    if (text === undefined) throw notFound(`${EF_CARD_LABEL} ${request.params.id} is niet gevonden`);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${request.params.id}.pdf"`)
      .send(await renderEfCard(text));
  });
};
