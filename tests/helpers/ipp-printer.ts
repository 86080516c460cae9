// A real IPP printer for the tests: CUPS's ippeveprinter (Debian's cups-ipp-utils) on a free port, keeping every
// document it receives in a folder of ours. It will not start without a D-Bus system bus to talk to Avahi (even
// with DNS-SD off), so each printer gets a private dbus-daemon as its "system" bus.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const TOOLS = [
  { command: 'ippeveprinter', paths: ['/usr/sbin/ippeveprinter', '/usr/bin/ippeveprinter'], debianPackage: 'cups-ipp-utils' },
  { command: 'dbus-daemon', paths: ['/usr/bin/dbus-daemon', '/bin/dbus-daemon'], debianPackage: 'dbus-daemon' },
];

/** The Debian packages to install before the IPP tests can run (empty when all is there). */
function missingIppPackages(): string[] {
  return TOOLS.filter((tool) => !tool.paths.some((path) => existsSync(path))).map((tool) => tool.debianPackage);
}

const toolPath = (command: string) => {
  const tool = TOOLS.find((candidate) => candidate.command === command)!;
  const path = tool.paths.find((candidate) => existsSync(candidate));
  if (!path) throw new Error(`${command} is missing: install Debian's ${tool.debianPackage} (apt-get install ${tool.debianPackage})`);
  return path;
};

/**
 * Whether tests that need the simulator must be skipped: only on a developer's machine without it, and loudly. On
 * CI they run, and startIppPrinter fails naming the Debian package to install.
 */
export function skipIppTests(what: string): boolean {
  const missing = missingIppPackages();
  const skip = missing.length > 0 && !process.env.CI;
  if (skip) console.warn(`\n!!! ${what} SKIPPED: install Debian's ${missing.join(' and ')} (apt-get install ${missing.join(' ')}) to run them.\n`);
  return skip;
}

export interface IppPrinter {
  /** ipp://127.0.0.1:<port>/ipp/print */
  url: string;
  /** Where the printer keeps each document it received, as `<job id>-<job name>.pdf`. */
  spoolDir: string;
  stop(): Promise<void>;
}

export interface IppPrinterOptions {
  /** Document formats it accepts; default application/pdf. */
  formats?: string;
  /** Every job reports the paper ran out ('media-empty') and fails with 'Papier op'. */
  outOfPaper?: boolean;
  /** Every job takes this long to print (the printer is 'processing' meanwhile); default at once. */
  jobSeconds?: number;
}

export async function startIppPrinter({ formats = 'application/pdf', outOfPaper = false, jobSeconds = 0 }: IppPrinterOptions = {}): Promise<IppPrinter> {
  const ippeveprinter = toolPath('ippeveprinter');
  const dir = await mkdtemp(join(tmpdir(), 'werkplaats-ipp-'));
  const spoolDir = join(dir, 'spool');
  await mkdir(spoolDir);
  const command = await writePrintCommand(dir, outOfPaper ? OUT_OF_PAPER : `sleep ${jobSeconds}`);
  const bus = spawn(toolPath('dbus-daemon'), ['--session', '--nofork', '--nopidfile', '--print-address=1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const processes: ChildProcess[] = [bus];
  const stop = async () => {
    await Promise.all(processes.map(stopProcess));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const busAddress = await firstLine(bus, 'dbus-daemon');
    const port = await freePort();
    const printer = spawn(
      ippeveprinter,
      ['-p', String(port), '-r', 'off', '-f', formats, '-c', command, '-k', '-d', spoolDir, 'Werkplaats Test'],
      { env: { ...process.env, DBUS_SYSTEM_BUS_ADDRESS: busAddress }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    processes.push(printer);
    await answering(printer, port);
    return { url: `ipp://127.0.0.1:${port}/ipp/print`, spoolDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** ippeveprinter reads STATE: and ERROR: lines from its print command's stderr. */
const OUT_OF_PAPER = 'echo "STATE: +media-empty" >&2\necho "ERROR: Papier op" >&2\nexit 1';

/** The command ippeveprinter runs for each document (with the file as its argument). */
async function writePrintCommand(dir: string, script: string): Promise<string> {
  const path = join(dir, 'print.sh');
  await writeFile(path, `#!/bin/sh\n${script}\n`);
  await chmod(path, 0o755);
  return path;
}

function firstLine(child: ChildProcess, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0].trim());
    });
    child.once('exit', (code) => reject(new Error(`${name} stopped (${code}) before it said its address`)));
    child.once('error', reject);
  });
}

/** Waits until the printer answers HTTP on its port; fails with its own words if it exits first. */
async function answering(printer: ChildProcess, port: number): Promise<void> {
  let stderr = '';
  printer.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (printer.exitCode !== null) throw new Error(`ippeveprinter stopped (${printer.exitCode}): ${stderr.trim()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`ippeveprinter did not answer on port ${port} within 10 s: ${stderr.trim()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
