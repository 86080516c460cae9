// Network and CUPS printers over IPP (`settings.url`, e.g. ipp://192.168.1.41/ipp/print).
import type { PrinterState } from '../../../shared/domain/printing.ts';
import { asList, ippRequest, type IppAnswer } from './ipp-request.ts';
import { PrintFailure, type PrintProvider, type PrinterRecord } from './types.ts';

export interface IppTimeouts {
  sendMs: number;
  stateMs: number;
}

const DEFAULT_TIMEOUTS: IppTimeouts = { sendMs: 10_000, stateMs: 3_000 };
const MEDIA_REASONS = ['media-empty', 'media-needed'];
/** The user jobs are sent as: CUPS shows the names of a user's own jobs only, and the dedupe looks for names. */
const USER = 'werkplaats';

/** The job name a print carries, by which a retry finds the job its first attempt already handed over. */
export const ippJobName = (jobId: number) => `werkplaats-${jobId}`;

export function createIppProvider(timeouts: IppTimeouts = DEFAULT_TIMEOUTS): PrintProvider {
  return {
    async send(printer, document) {
      const url = ippUrl(printer);
      if (!url) throw new PrintFailure(noAddress(printer), false);
      const jobName = ippJobName(document.jobId);
      // A retry after a timeout may follow a send the printer did receive: ask before printing again.
      const existing = await findJob(url, jobName, timeouts.sendMs);
      if (existing !== undefined) return { reference: String(existing) };

      const answer = await ippRequest(
        url,
        'Print-Job',
        { 'requesting-user-name': USER, 'job-name': jobName, 'document-format': 'application/pdf' },
        // copies only when more than one: a printer that cannot do copies still prints a single one.
        { timeoutMs: timeouts.sendMs, job: document.copies > 1 ? { copies: document.copies } : undefined, data: document.pdf },
      );
      refuseOnError(answer);
      const jobId = answer.jobs[0]?.['job-id'];
      if (typeof jobId !== 'number') throw new PrintFailure('Printer nam de opdracht aan zonder job-id', false);
      return { reference: String(jobId) };
    },

    async state(printer): Promise<PrinterState> {
      const url = ippUrl(printer);
      if (!url) return 'error';
      let answer: IppAnswer;
      try {
        answer = await ippRequest(
          url,
          'Get-Printer-Attributes',
          { 'requested-attributes': ['printer-state', 'printer-state-reasons'] },
          { timeoutMs: timeouts.stateMs },
        );
      } catch {
        return 'offline';
      }
      if (!answer.status.startsWith('successful')) return 'error';
      const reasons = asList(answer.printer['printer-state-reasons']).map(String);
      if (reasons.some((reason) => MEDIA_REASONS.some((media) => reason.startsWith(media)))) return 'out_of_paper';
      const state = answer.printer['printer-state'];
      if (state === 'idle') return 'idle';
      if (state === 'processing') return 'online';
      return 'error';
    },

    async jobState(printer, reference) {
      const url = ippUrl(printer);
      if (!url) return { state: 'failed', reason: noAddress(printer) };
      let answer: IppAnswer;
      try {
        answer = await ippRequest(
          url,
          'Get-Job-Attributes',
          { 'job-id': Number(reference), 'requested-attributes': ['job-state', 'job-state-message', 'job-state-reasons'] },
          { timeoutMs: timeouts.stateMs },
        );
      } catch {
        // Out of reach just now says nothing about the job: ask again later.
        return { state: 'pending' };
      }
      if (!answer.status.startsWith('successful')) {
        return { state: 'failed', reason: answer.message ?? `Printer kent opdracht ${reference} niet (${answer.status})` };
      }
      const job = answer.jobs[0] ?? {};
      const state = job['job-state'];
      if (state === 'completed') return { state: 'done' };
      if (state === 'canceled' || state === 'aborted') {
        const message = typeof job['job-state-message'] === 'string' ? job['job-state-message'].trim() : '';
        return { state: 'failed', reason: message || (state === 'canceled' ? 'Geannuleerd op de printer' : 'Afgebroken door de printer') };
      }
      return { state: 'pending' };
    },
  };
}

const noAddress = (printer: PrinterRecord) => `Printer ${printer.displayName} heeft geen geldig IPP-adres`;

function ippUrl(printer: PrinterRecord): string | undefined {
  const url = printer.settings.url;
  return typeof url === 'string' && /^(ipps?|https?):\/\//.test(url) && URL.canParse(url) ? url : undefined;
}

/**
 * The printer's job named `jobName`, if it has one. Asks for 'not-completed' and 'completed' jobs: the two values
 * of which-jobs every IPP printer must know ('all' is an optional extension many printers refuse).
 */
async function findJob(url: string, jobName: string, timeoutMs: number): Promise<number | undefined> {
  const answers = await Promise.all(
    ['not-completed', 'completed'].map((whichJobs) =>
      ippRequest(
        url,
        'Get-Jobs',
        { 'requesting-user-name': USER, 'which-jobs': whichJobs, 'requested-attributes': ['job-id', 'job-name'] },
        { timeoutMs },
      ),
    ),
  );
  answers.forEach(refuseOnError);
  const job = answers.flatMap((answer) => answer.jobs).find((attributes) => attributes['job-name'] === jobName);
  return typeof job?.['job-id'] === 'number' ? job['job-id'] : undefined;
}

/** A client error is the printer refusing this document (not worth retrying); a server error may pass. */
function refuseOnError(answer: IppAnswer) {
  if (answer.status.startsWith('successful')) return;
  const refused = answer.status.startsWith('client-error');
  const reason = answer.message ?? answer.status;
  throw new PrintFailure(refused ? `Printer weigert de opdracht: ${reason}` : `Printerfout: ${reason}`, !refused);
}
