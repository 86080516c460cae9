// Printers behind a PrintNode-style cloud API (integrations.md): `settings.printNodeId` names the printer there.
import type { PrinterState } from '../../../shared/domain/printing.ts';
import { noAnswer } from './fetch-failure.ts';
import { PrintFailure, type PrintProvider, type PrinterRecord } from './types.ts';

export interface PrintNodeOptions {
  url: string;
  apiKey?: string;
  sendTimeoutMs?: number;
  stateTimeoutMs?: number;
}

/** How long PrintNode keeps a job for a computer that is offline: an order sheet hours later only confuses. */
const EXPIRE_AFTER_SECONDS = 600;

export const printNodeIdempotencyKey = (jobId: number) => `werkplaats-${jobId}`;

export function createPrintNodeProvider({ url, apiKey, sendTimeoutMs = 10_000, stateTimeoutMs = 3_000 }: PrintNodeOptions): PrintProvider {
  const base = url.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${apiKey ?? ''}:`).toString('base64')}`;

  const request = (path: string, timeoutMs: number, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { authorization, accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });

  return {
    async send(printer, document) {
      if (!apiKey) throw new PrintFailure('PrintNode is niet ingesteld (PRINTNODE_API_KEY ontbreekt)', false);
      const printerId = printNodeId(printer);
      if (printerId === undefined) throw new PrintFailure(`Printer ${printer.displayName} heeft geen PrintNode-id`, false);
      const key = printNodeIdempotencyKey(document.jobId);
      let response: Response;
      let body: string;
      try {
        response = await request('/printjobs', sendTimeoutMs, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-idempotency-key': key },
          body: JSON.stringify({
            printerId,
            title: document.title,
            contentType: 'pdf_base64',
            content: document.pdf.toString('base64'),
            source: 'Werkplaats',
            options: { copies: document.copies },
            qty: 1,
            expireAfter: EXPIRE_AFTER_SECONDS,
          }),
        });
        body = await response.text();
      } catch (error) {
        throw noAnswer('PrintNode', error, sendTimeoutMs);
      }
      // 409: this key was used before, so the job exists already: the retry has nothing left to do.
      if (response.status === 409) return { reference: key };
      if (!response.ok) {
        const retryable = response.status >= 500 || response.status === 429;
        const reason = errorMessage(response.status, body);
        throw new PrintFailure(retryable ? `PrintNode is even niet beschikbaar: ${reason}` : `PrintNode weigert de opdracht: ${reason}`, retryable);
      }
      return { reference: body.trim() || key };
    },

    async state(printer): Promise<PrinterState> {
      const printerId = printNodeId(printer);
      if (printerId === undefined) return 'error';
      if (!apiKey) return 'disconnected';
      try {
        const response = await request(`/printers/${printerId}`, stateTimeoutMs);
        if (!response.ok) {
          await response.body?.cancel();
          return response.status >= 500 ? 'disconnected' : 'error';
        }
        const [found] = (await response.json()) as PrintNodePrinter[];
        return found ? printerState(found) : 'error';
      } catch {
        return 'disconnected';
      }
    },
  };
}

interface PrintNodePrinter {
  id: number;
  state?: string;
  computer?: { state?: string };
}

function printerState(printer: PrintNodePrinter): PrinterState {
  if (printer.computer?.state === 'disconnected') return 'disconnected';
  if (printer.state === 'online') return 'online';
  if (printer.state === 'offline') return 'offline';
  return 'disconnected';
}

function printNodeId(printer: PrinterRecord): number | undefined {
  const id = Number(printer.settings.printNodeId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function errorMessage(status: number, body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `HTTP ${status}`;
}
