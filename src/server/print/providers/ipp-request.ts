// One IPP operation over HTTP: the `ipp` package encodes and decodes the messages, fetch carries them, because the
// package's own transport has no timeout (a printer that stops answering would hold a job forever).
import ipp, { type IppMessage } from 'ipp';
import { noAnswer } from './fetch-failure.ts';
import { PrintFailure } from './types.ts';

export type IppAttributes = Record<string, unknown>;

export interface IppAnswer {
  /** 'successful-ok', 'client-error-document-format-not-supported', 'server-error-busy', … */
  status: string;
  /** The printer's own words about the status, if it gave any. */
  message?: string;
  /** Every job-attributes group of the answer (Get-Jobs has one per job). */
  jobs: IppAttributes[];
  printer: IppAttributes;
}

const IPP_PORT = '631';

/**
 * Sends one operation to the printer at `url` (ipp://, ipps://, http:// or https://). Resolves with the answer
 * whatever its IPP status; throws PrintFailure when no answer came: unreachable, timed out (both worth retrying) or
 * an HTTP error (a wrong address is not).
 */
export async function ippRequest(
  url: string,
  operation: string,
  attributes: IppAttributes,
  options: { timeoutMs: number; job?: IppAttributes; data?: Buffer },
): Promise<IppAnswer> {
  const { httpUrl, printerUri } = ippAddresses(url);
  const message: IppMessage = {
    version: '2.0',
    operation,
    id: 1,
    'operation-attributes-tag': {
      'attributes-charset': 'utf-8',
      'attributes-natural-language': 'nl',
      'printer-uri': printerUri,
      ...attributes,
    } as IppMessage['operation-attributes-tag'],
    ...(options.job ? { 'job-attributes-tag': options.job as IppMessage['job-attributes-tag'] } : {}),
    ...(options.data ? { data: options.data } : {}),
  };
  let body: Buffer;
  try {
    const response = await fetch(httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/ipp' },
      body: new Uint8Array(ipp.serialize(message)),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new PrintFailure(`Printer antwoordt met HTTP ${response.status}`, response.status >= 500);
    }
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw error instanceof PrintFailure ? error : noAnswer('Printer', error, options.timeoutMs);
  }
  let answer: IppMessage;
  try {
    answer = ipp.parse(body);
  } catch {
    throw new PrintFailure('Printer gaf een onleesbaar IPP-antwoord', true);
  }
  const operationGroup = answer['operation-attributes-tag'] ?? {};
  const statusMessage = operationGroup['status-message'];
  return {
    status: answer.statusCode ?? 'unknown',
    message: typeof statusMessage === 'string' && statusMessage.trim() !== '' ? statusMessage.trim() : undefined,
    jobs: asList(answer['job-attributes-tag']),
    printer: answer['printer-attributes-tag'] ?? {},
  };
}

/** The HTTP address to post to, and the printer-uri to name in the message (port 631 unless the url says so). */
export function ippAddresses(url: string): { httpUrl: string; printerUri: string } {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'ipps:' || parsed.protocol === 'https:';
  const port = parsed.port || (parsed.protocol.startsWith('http') ? (secure ? '443' : '80') : IPP_PORT);
  const hostAndPath = `${parsed.hostname}:${port}${parsed.pathname}`;
  return { httpUrl: `${secure ? 'https' : 'http'}://${hostAndPath}`, printerUri: `${secure ? 'ipps' : 'ipp'}://${hostAndPath}` };
}

/** IPP values that may occur once or more come back as one value or a list: always a list. */
export function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
