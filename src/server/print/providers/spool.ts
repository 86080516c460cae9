// The default provider: each job becomes one PDF in a folder per printer, for a person, hot-folder tool or test to
// pick up. Works offline, so a fresh shop can print at once.
import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PrinterState } from '../../../shared/domain/printing.ts';
import { PrintFailure, type PrintDocument, type PrintProvider, type PrinterRecord } from './types.ts';

/** Errors that pass on their own (a full disk gets cleaned up); anything else needs someone to fix the folder. */
const PASSING_ERRORS = new Set(['ENOSPC', 'EBUSY', 'EAGAIN', 'EMFILE', 'ENFILE']);

export function createSpoolProvider(dataDir: string): PrintProvider {
  /** `settings.folder` relative to the data folder (an absolute one, e.g. a mounted hot folder, is used as is). */
  const folderOf = (printer: PrinterRecord) => {
    const folder = typeof printer.settings.folder === 'string' && printer.settings.folder.trim() !== ''
      ? printer.settings.folder
      : join('spool', printer.id);
    return resolve(dataDir, folder);
  };

  return {
    async send(printer, document) {
      const folder = folderOf(printer);
      const name = spoolFileName(document);
      // Written beside its final name and renamed: a reader never sees half a PDF, and a retried send of the same
      // job replaces the file instead of adding a second print.
      const temporary = join(folder, `.${name}.${randomUUID()}.tmp`);
      try {
        await mkdir(folder, { recursive: true });
        await writeFile(temporary, document.pdf);
        await rename(temporary, join(folder, name));
      } catch (error) {
        // Nothing to clean up when the folder itself is the problem.
        await rm(temporary, { force: true }).catch(() => undefined);
        const code = (error as NodeJS.ErrnoException).code ?? 'onbekende fout';
        throw new PrintFailure(`Kan niet schrijven in de spoolmap ${folder} (${code})`, PASSING_ERRORS.has(code));
      }
      return { reference: name };
    },

    async state(printer): Promise<PrinterState> {
      const folder = folderOf(printer);
      try {
        await mkdir(folder, { recursive: true });
        await access(folder, constants.W_OK);
        return 'idle';
      } catch {
        return 'error';
      }
    },
  };
}

/** `<jobId>-<slug of the title>[-x<copies>].pdf`: the job id alone decides the name, so a retry overwrites. */
export function spoolFileName({ jobId, title, copies }: Pick<PrintDocument, 'jobId' | 'title' | 'copies'>): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const copiesPart = copies > 1 ? `-x${copies}` : '';
  return `${jobId}${slug ? `-${slug}` : ''}${copiesPart}.pdf`;
}
