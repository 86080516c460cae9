// One IPP operation over HTTP: `ipp-encoder` encodes and decodes the messages (RFC 8010), fetch carries them with a
// timeout (a printer that stops answering must not hold a job forever). This module speaks in attribute names and
// keywords, as the provider does: the value tags, operation codes and enums of the wire stay here.
import ipp, { type IppAttribute, type IppGroup } from 'ipp-encoder';
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
const C = ipp.CONSTANTS;

const OPERATIONS = {
  'Print-Job': C.PRINT_JOB,
  'Get-Jobs': C.GET_JOBS,
  'Get-Job-Attributes': C.GET_JOB_ATTRIBUTES,
  'Get-Printer-Attributes': C.GET_PRINTER_ATTRIBUTES,
} as const;
export type IppOperation = keyof typeof OPERATIONS;

/** The value tag of each attribute the provider sends (RFC 8011 gives each attribute its syntax). */
const SYNTAX: Record<string, number> = {
  'attributes-charset': C.CHARSET,
  'attributes-natural-language': C.NATURAL_LANG,
  'printer-uri': C.URI,
  'requesting-user-name': C.NAME_WITHOUT_LANG,
  'job-name': C.NAME_WITHOUT_LANG,
  'document-format': C.MIME_MEDIA_TYPE,
  'requested-attributes': C.KEYWORD,
  'which-jobs': C.KEYWORD,
  'job-id': C.INTEGER,
  copies: C.INTEGER,
};

/** Enums the provider reads, as their keywords (RFC 8011 §5.4.11, §5.3.7). */
const ENUMS: Record<string, Record<number, string>> = {
  'printer-state': { 3: 'idle', 4: 'processing', 5: 'stopped' },
  'job-state': { 3: 'pending', 4: 'pending-held', 5: 'processing', 6: 'processing-stopped', 7: 'canceled', 8: 'aborted', 9: 'completed' },
};

/**
 * Sends one operation to the printer at `url` (ipp://, ipps://, http:// or https://). Resolves with the answer
 * whatever its IPP status; throws PrintFailure when no answer came: unreachable, timed out (both worth retrying) or
 * an HTTP error (a wrong address is not).
 */
export async function ippRequest(
  url: string,
  operation: IppOperation,
  attributes: IppAttributes,
  options: { timeoutMs: number; job?: IppAttributes; data?: Buffer },
): Promise<IppAnswer> {
  const { httpUrl, printerUri } = ippAddresses(url);
  const groups = [
    group(C.OPERATION_ATTRIBUTES_TAG, {
      'attributes-charset': 'utf-8',
      'attributes-natural-language': 'nl',
      'printer-uri': printerUri,
      ...attributes,
    }),
    ...(options.job ? [group(C.JOB_ATTRIBUTES_TAG, options.job)] : []),
  ];
  const message = ipp.request.encode({ version: { major: 2, minor: 0 }, operationId: OPERATIONS[operation], requestId: 1, groups });
  let body: Buffer;
  try {
    const response = await fetch(httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/ipp' },
      body: new Uint8Array(options.data ? Buffer.concat([message, options.data]) : message),
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
  let answer: ReturnType<typeof ipp.response.decode>;
  try {
    answer = ipp.response.decode(body);
  } catch {
    throw new PrintFailure('Printer gaf een onleesbaar IPP-antwoord', true);
  }
  const groupsOf = (tag: number) => answer.groups.filter((candidate) => candidate.tag === tag).map(attributesOf);
  const statusMessage = groupsOf(C.OPERATION_ATTRIBUTES_TAG)[0]?.['status-message'];
  return {
    status: ipp.STATUS_CODES[answer.statusCode] ?? `status-0x${answer.statusCode.toString(16).padStart(4, '0')}`,
    message: typeof statusMessage === 'string' && statusMessage.trim() !== '' ? statusMessage.trim() : undefined,
    jobs: groupsOf(C.JOB_ATTRIBUTES_TAG),
    printer: groupsOf(C.PRINTER_ATTRIBUTES_TAG)[0] ?? {},
  };
}

function group(tag: number, attributes: IppAttributes): IppGroup {
  return {
    tag,
    attributes: Object.entries(attributes).map(([name, value]) => {
      const syntax = SYNTAX[name];
      if (syntax === undefined) throw new Error(`IPP-attribuut zonder bekende syntaxis: ${name}`);
      return { tag: syntax, name, value: Array.isArray(value) ? value : [value] };
    }),
  };
}

/** A group's attributes by name: one value as itself, several as a list, enums as their keywords, text as text. */
function attributesOf(received: IppGroup): IppAttributes {
  return Object.fromEntries(received.attributes.map((attribute: IppAttribute) => {
    const values = attribute.value.map((value) => readable(attribute.name, value));
    return [attribute.name, values.length === 1 ? values[0] : values];
  }));
}

function readable(name: string, value: unknown): unknown {
  if (typeof value === 'number') return ENUMS[name]?.[value] ?? value;
  // textWithLanguage / nameWithLanguage come as { lang, value }.
  if (value && typeof value === 'object' && 'value' in value) return (value as { value: unknown }).value;
  return value;
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
