// Which PDF the /print/{id}/{jobType}/{printerId}[/{shipmentId}] page prints (spec §2), and fetching it with the
// session's token: the frame shows a blob: copy, because a frame cannot send an Authorization header.
import { CARRIERS, PRINT_JOB_TYPES, type Carrier, type PrintJobType } from '../../shared/domain/constants.ts';
import { printLabel, printMessages } from '../../shared/domain/printing.ts';
import { API_PREFIX, fillPath } from '../../shared/protocol/endpoint.ts';
import { endpoints } from '../api/endpoints.ts';
import { PRINT_DOCUMENT_TYPES, type PrintDocumentType } from '../../shared/domain/printing.ts';
import { currentToken } from '../state/session.ts';

export interface PrintTarget {
  id: string;
  jobType: string;
  printerId: string;
  shipmentId?: string;
}

const isEfCard = (target: PrintTarget) => target.id.startsWith('ef');
const isDocumentType = (type: string): type is PrintDocumentType => (PRINT_DOCUMENT_TYPES as readonly string[]).includes(type);
const isJobType = (type: string): type is PrintJobType => (PRINT_JOB_TYPES as readonly string[]).includes(type);
const isCarrier = (type: string): type is Carrier => (CARRIERS as readonly string[]).includes(type);

/** How the failure message names the document: 'Kan de Kaart 2 niet printen!', 'Kan de EF kaart niet printen!'. */
export function targetLabel(target: PrintTarget): string {
  if (isEfCard(target)) return printLabel('efcard');
  return isJobType(target.jobType) ? printLabel(target.jobType) : target.jobType;
}

function documentPath(target: PrintTarget): string {
  if (isEfCard(target)) return fillPath(endpoints.efCardDocument.path, { id: target.id });
  // A carrier label: the order's shipment, or a standalone parcel whose id is the page's id.
  if (isCarrier(target.jobType)) return fillPath(endpoints.shipmentLabel.path, { id: target.shipmentId ?? target.id });
  if (!isDocumentType(target.jobType)) throw new Error(printMessages.unknownType);
  const query = new URLSearchParams({ type: target.jobType, printerId: target.printerId, file: '.pdf' });
  return `${fillPath(endpoints.printDocument.path, { id: target.id })}?${query}`;
}

/** The PDF as a blob; rejects with the server's Dutch reason. */
export async function fetchPrintPdf(target: PrintTarget, signal?: AbortSignal): Promise<Blob> {
  const token = currentToken();
  const response = await fetch(`${API_PREFIX}${documentPath(target)}`, {
    headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new Error(typeof body?.message === 'string' ? body.message : response.statusText);
}
