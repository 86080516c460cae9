// Issue 25: the deployment files cannot run here (no systemd as init, no container engine), so their syntax and what
// they point at are checked: systemd's own verifier where it is installed, bash -n, and the commands they start.
import { execFile } from 'node:child_process';
import { access, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const UNITS = ['deploy/werkplaats.service', 'deploy/werkplaats-backup.service', 'deploy/werkplaats-backup.timer'];
const systemdAnalyze = await access('/usr/bin/systemd-analyze').then(() => true, () => false);

describe('the deployment files', () => {
  it.runIf(systemdAnalyze)('are units systemd accepts (only the install paths of a real machine are missing here)', async () => {
    const { stderr } = await run('systemd-analyze', ['verify', '--man=no', ...UNITS]).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
    const problems = stderr.split('\n').filter((line) => line.trim() && !/\/opt\/werkplaats\/.*(No such file|not executable)/.test(line));
    expect(problems).toEqual([]);
  });

  it('start what exists: the server, the backup command, the client build', async () => {
    await run('bash', ['-n', 'deploy/backup-rotate.sh']);
    const scripts = JSON.parse(await readFile('package.json', 'utf8')).scripts as Record<string, string>;
    const service = await readFile('deploy/werkplaats.service', 'utf8');
    const rotate = await readFile('deploy/backup-rotate.sh', 'utf8');
    const container = await readFile('deploy/Containerfile', 'utf8');
    expect(service).toMatch(/^ExecStart=\/usr\/bin\/node src\/server\/main\.ts$/m);
    expect(rotate).toContain('node src/server/cli/backup.ts');
    expect(container).toContain('npm run build');
    expect(container).toContain('CMD ["node", "src/server/main.ts"]');
    expect(scripts.backup).toBe('node src/server/cli/backup.ts');
    for (const file of ['src/server/main.ts', 'src/server/cli/backup.ts', 'deploy/nginx.conf', 'deploy/compose.yaml']) await access(file);
  });
});
