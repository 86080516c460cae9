import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderCard } from '../../src/server/print/documents/card.ts';
import { createIppProvider } from '../../src/server/print/providers/ipp.ts';
import { ippRequest } from '../../src/server/print/providers/ipp-request.ts';
import { createPrintNodeProvider } from '../../src/server/print/providers/printnode.ts';
import { createSpoolProvider, spoolFileName } from '../../src/server/print/providers/spool.ts';
import { PrintFailure, type PrintDocument, type PrinterRecord } from '../../src/server/print/providers/types.ts';
import { skipIppTests, startIppPrinter, type IppPrinter } from '../helpers/ipp-printer.ts';
import { startPrintNodeFake, type PrintNodeFake } from '../helpers/printnode-fake.ts';
import { printOrder } from '../helpers/print-order.ts';

let pdf: Buffer;
beforeAll(async () => {
  pdf = await renderCard(printOrder(), 'card1');
});

const printer = (provider: PrinterRecord['provider'], settings: Record<string, unknown>): PrinterRecord => ({
  id: `test-${provider}`, name: 'Testprinter', displayName: 'Testprinter', computerName: 'TEST-PC', provider, settings,
});
const documentFor = (jobId: number, copies = 1): PrintDocument => ({ title: 'Order WB-1234567 · Kaart 1', pdf, copies, jobId });

/** The PrintFailure a promise rejects with, for its message and whether it is worth retrying. */
async function failureOf(promise: Promise<unknown>): Promise<PrintFailure> {
  const error = await promise.then(() => undefined, (rejection: unknown) => rejection);
  expect(error).toBeInstanceOf(PrintFailure);
  return error as PrintFailure;
}

describe('spool provider', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-spool-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const spool = () => createSpoolProvider(dataDir);

  it('writes the PDF to spool/<printer>/<job>-<title>.pdf and nothing else', async () => {
    const { reference } = await spool().send(printer('spool', {}), documentFor(41));
    expect(reference).toBe('41-order-wb-1234567-kaart-1.pdf');
    const folder = join(dataDir, 'spool', 'test-spool');
    expect(await readdir(folder)).toEqual([reference]);
    expect((await readFile(join(folder, reference))).equals(pdf)).toBe(true);
  });

  it('prints a retried job once: the same job id replaces its file', async () => {
    const target = printer('spool', { folder: 'hotfolder/retry' });
    await spool().send(target, documentFor(42, 2));
    await spool().send(target, documentFor(42, 2));
    expect(await readdir(join(dataDir, 'hotfolder', 'retry'))).toEqual(['42-order-wb-1234567-kaart-1-x2.pdf']);
  });

  it('never shows a half-written PDF: ten sends of one job at once leave one whole file and no temporary ones', async () => {
    const target = printer('spool', { folder: 'hotfolder/atomic' });
    await Promise.all(Array.from({ length: 10 }, () => spool().send(target, documentFor(43))));
    const files = await readdir(join(dataDir, 'hotfolder', 'atomic'));
    expect(files).toEqual(['43-order-wb-1234567-kaart-1.pdf']);
    expect((await readFile(join(dataDir, 'hotfolder', 'atomic', files[0]))).equals(pdf)).toBe(true);
  });

  it('names files after the title without accents or odd characters', () => {
    expect(spoolFileName({ jobId: 7, title: 'Kaart  voor Zoë / Ünal?', copies: 1 })).toBe('7-kaart-voor-zoe-unal.pdf');
    expect(spoolFileName({ jobId: 8, title: '···', copies: 3 })).toBe('8-x3.pdf');
  });

  it('is idle when its folder can be written, an error when it cannot exist', async () => {
    expect(await spool().state(printer('spool', { folder: 'spool/new-printer' }))).toBe('idle');
    await writeFile(join(dataDir, 'not-a-folder'), 'x');
    const broken = printer('spool', { folder: 'not-a-folder/printer' });
    expect(await spool().state(broken)).toBe('error');
    const failure = await failureOf(spool().send(broken, documentFor(44)));
    expect(failure.retryable).toBe(false);
    expect(failure.message).toMatch(/^Kan niet schrijven in de spoolmap .*not-a-folder\/printer \(ENOTDIR\)$/);
  });
});

const skipIpp = skipIppTests('IPP provider tests');

describe.skipIf(skipIpp)('IPP provider against ippeveprinter', () => {
  let simulator: IppPrinter;
  let outOfPaper: IppPrinter;
  let jpegOnly: IppPrinter;
  let slow: IppPrinter;
  beforeAll(async () => {
    [simulator, outOfPaper, jpegOnly, slow] = await Promise.all([
      startIppPrinter(),
      startIppPrinter({ outOfPaper: true }),
      startIppPrinter({ formats: 'image/jpeg' }),
      startIppPrinter({ jobSeconds: 2 }),
    ]);
  });
  afterAll(() => Promise.all([simulator, outOfPaper, jpegOnly, slow].map((peer) => peer?.stop())));

  const ipp = createIppProvider();
  const at = (peer: IppPrinter) => printer('ipp', { url: peer.url });

  const settledJob = (peer: IppPrinter, reference: string) =>
    vi.waitFor(async () => {
      const state = await ipp.jobState!(at(peer), reference);
      expect(state.state, `job ${reference} still pending`).not.toBe('pending');
      return state;
    }, { timeout: 5000, interval: 50 });

  /** Waits up to 1.5 s for the printer to say it is `expected`. */
  const printerStateBecomes = (peer: IppPrinter, expected: string) =>
    vi.waitFor(async () => expect(await ipp.state(at(peer))).toBe(expected), { timeout: 1500, interval: 50 });

  it('sends the PDF as job werkplaats-<id> with its copies, and the job completes', async () => {
    const { reference } = await ipp.send(at(simulator), documentFor(501, 2));
    expect(await settledJob(simulator, reference)).toEqual({ state: 'done' });
    const spooled = await readdir(simulator.spoolDir);
    expect(spooled).toContain(`${reference}-werkplaats-501.pdf`);
    expect((await readFile(join(simulator.spoolDir, `${reference}-werkplaats-501.pdf`))).equals(pdf)).toBe(true);
    const copies = await ippJobCopies(simulator.url, Number(reference));
    expect(copies).toBe(2);
  });

  it('answers a retried job with the job the printer has, printing or printed, instead of printing it again', async () => {
    const first = await ipp.send(at(slow), documentFor(502));
    const whilePrinting = await ipp.send(at(slow), documentFor(502));
    await settledJob(slow, first.reference);
    const afterwards = await ipp.send(at(slow), documentFor(502));
    expect([whilePrinting.reference, afterwards.reference]).toEqual([first.reference, first.reference]);
    const pdfs = (await readdir(slow.spoolDir)).filter((file) => file.endsWith('-werkplaats-502.pdf'));
    expect(pdfs).toHaveLength(1);
  });

  it('reads the printer state: idle, or out of paper once the printer says media-empty', async () => {
    expect(await ipp.state(at(outOfPaper))).toBe('idle');
    const { reference } = await ipp.send(at(outOfPaper), documentFor(503));
    expect(await settledJob(outOfPaper, reference)).toEqual({ state: 'failed', reason: 'Papier op' });
    expect(await ipp.state(at(outOfPaper))).toBe('out_of_paper');
  });

  it('is online while it prints, and the job pending until it is done', async () => {
    const { reference } = await ipp.send(at(slow), documentFor(508));
    expect(await ipp.jobState!(at(slow), reference)).toEqual({ state: 'pending' });
    // The printer starts on a job a moment after taking it, and is idle a moment after finishing it.
    await printerStateBecomes(slow, 'online');
    expect(await settledJob(slow, reference)).toEqual({ state: 'done' });
    await printerStateBecomes(slow, 'idle');
  });

  it('fails a refused document for good, with the printer\'s reason', async () => {
    const failure = await failureOf(ipp.send(at(jpegOnly), documentFor(504)));
    expect(failure.retryable).toBe(false);
    expect(failure.message).toBe('Printer weigert de opdracht: Unsupported document-format mimeMediaType value.');
  });

  it('calls an unreachable printer offline, and a send to it worth retrying', async () => {
    const gone = printer('ipp', { url: `ipp://127.0.0.1:${await closedPort()}/ipp/print` });
    expect(await ipp.state(gone)).toBe('offline');
    const failure = await failureOf(ipp.send(gone, documentFor(505)));
    expect(failure.retryable).toBe(true);
    expect(failure.message).toBe('Printer is niet bereikbaar (ECONNREFUSED)');
  });

  it('gives up on a printer that does not answer in time, worth retrying', async () => {
    const silent = await startSilentPeer();
    try {
      const impatient = createIppProvider({ sendMs: 200, stateMs: 100 });
      const target = printer('ipp', { url: silent.url });
      const failure = await failureOf(impatient.send(target, documentFor(506)));
      expect(failure).toMatchObject({ retryable: true, message: 'Printer antwoordt niet binnen 0.2 s' });
      expect(await impatient.state(target)).toBe('offline');
    } finally {
      await silent.stop();
    }
  });

  it('calls a printer without a usable address an error and refuses to send to it', async () => {
    const nowhere = printer('ipp', { url: 'geen adres' });
    expect(await ipp.state(nowhere)).toBe('error');
    expect((await failureOf(ipp.send(nowhere, documentFor(507)))).retryable).toBe(false);
  });
});

describe('PrintNode provider against a fake PrintNode', () => {
  let fake: PrintNodeFake;
  beforeAll(async () => {
    fake = await startPrintNodeFake([
      { id: 71_001, name: 'Zebra ZD421', state: 'online', computerState: 'connected' },
      { id: 71_002, name: 'DYMO 5XL', state: 'offline', computerState: 'connected' },
      { id: 71_003, name: 'Brother QL', state: 'online', computerState: 'disconnected' },
    ]);
  });
  afterAll(() => fake.stop());
  afterEach(() => fake.failNext(0, 'unavailable'));

  const printNode = (options: { apiKey?: string; sendTimeoutMs?: number; stateTimeoutMs?: number } = {}) =>
    createPrintNodeProvider({ url: fake.url, apiKey: fake.apiKey, ...options });
  const label = (printNodeId: unknown) => printer('printnode', { printNodeId });

  it('posts the job as PrintNode wants it, with Basic auth and the idempotency key', async () => {
    const { reference } = await printNode().send(label(71_001), documentFor(601, 3));
    const job = fake.jobs.at(-1)!;
    expect(reference).toBe(String(job.id));
    expect(job.idempotencyKey).toBe('werkplaats-601');
    expect(job.body).toEqual({
      printerId: 71_001,
      title: 'Order WB-1234567 · Kaart 1',
      contentType: 'pdf_base64',
      content: pdf.toString('base64'),
      source: 'Werkplaats',
      options: { copies: 3 },
      qty: 1,
      expireAfter: 600,
    });
  });

  it('counts a repeated idempotency key (409) as printed, and prints once', async () => {
    await printNode().send(label(71_001), documentFor(602));
    const retry = await printNode().send(label(71_001), documentFor(602));
    expect(retry.reference).toBe('werkplaats-602');
    expect(fake.jobs.filter((job) => job.idempotencyKey === 'werkplaats-602')).toHaveLength(1);
  });

  it('retries when PrintNode is unavailable (503), and then prints', async () => {
    fake.failNext(1, 'unavailable');
    const failure = await failureOf(printNode().send(label(71_001), documentFor(603)));
    expect(failure).toMatchObject({ retryable: true, message: 'PrintNode is even niet beschikbaar: Service Unavailable' });
    await printNode().send(label(71_001), documentFor(603));
    expect(fake.jobs.filter((job) => job.idempotencyKey === 'werkplaats-603')).toHaveLength(1);
  });

  it('does not retry a refused job (400), and says why', async () => {
    const failure = await failureOf(printNode().send(label(79_999), documentFor(604)));
    expect(failure).toMatchObject({ retryable: false, message: 'PrintNode weigert de opdracht: Printer 79999 bestaat niet' });
  });

  it('retries after a timeout or a refused connection', async () => {
    fake.failNext(1, 'hang');
    const timeout = await failureOf(printNode({ sendTimeoutMs: 200 }).send(label(71_001), documentFor(605)));
    expect(timeout).toMatchObject({ retryable: true, message: 'PrintNode antwoordt niet binnen 0.2 s' });
    const closed = createPrintNodeProvider({ url: `http://127.0.0.1:${await closedPort()}`, apiKey: 'x' });
    expect(await failureOf(closed.send(label(71_001), documentFor(605)))).toMatchObject({
      retryable: true, message: 'PrintNode is niet bereikbaar (ECONNREFUSED)',
    });
  });

  it('refuses to send without an API key, or with a wrong one', async () => {
    expect(await failureOf(printNode({ apiKey: undefined }).send(label(71_001), documentFor(606)))).toMatchObject({
      retryable: false, message: 'PrintNode is niet ingesteld (PRINTNODE_API_KEY ontbreekt)',
    });
    expect(await failureOf(printNode({ apiKey: 'fout' }).send(label(71_001), documentFor(606)))).toMatchObject({
      retryable: false, message: 'PrintNode weigert de opdracht: Unauthorized',
    });
    expect(fake.jobs.filter((job) => job.idempotencyKey === 'werkplaats-606')).toHaveLength(0);
  });

  it('maps the printer and computer state', async () => {
    expect(await printNode().state(label(71_001))).toBe('online');
    expect(await printNode().state(label(71_002))).toBe('offline');
    expect(await printNode().state(label(71_003))).toBe('disconnected');
    expect(await printNode().state(label(79_999))).toBe('error');
    expect(await printNode().state(label('geen id'))).toBe('error');
    expect(await printNode({ apiKey: undefined }).state(label(71_001))).toBe('disconnected');
    fake.failNext(1, 'hang');
    expect(await printNode({ stateTimeoutMs: 100 }).state(label(71_001))).toBe('disconnected');
  });
});

/** What the printer recorded as the job's copies (Get-Job-Attributes straight from the package). */
async function ippJobCopies(url: string, jobId: number): Promise<unknown> {
  const answer = await ippRequest(url, 'Get-Job-Attributes', { 'job-id': jobId, 'requested-attributes': ['copies'] }, { timeoutMs: 3000 });
  return answer.jobs[0]?.copies;
}

/** A port nothing listens on (fetch refuses the classic choices, such as 9 and 1, as 'bad ports'). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP peer that accepts connections and never answers: a printer that hangs. */
async function startSilentPeer(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `ipp://127.0.0.1:${port}/ipp/print`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
