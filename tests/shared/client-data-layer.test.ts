// The client's data layer (issue 23): commands reach the app only through their command context, so they import
// no value from src/client (types are fine); components call no API, the stores and data modules beside them do.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** Every module a source imports or re-exports for its values (not `import type`), with the statement. */
function valueImports(text: string): { statement: string; from: string }[] {
  const statements = text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm);
  return [...statements].map((match) => ({ statement: match[0].replace(/\s+/g, ' '), from: match[1] ?? match[2] }));
}

const filesIn = (folder: string, pattern: RegExp): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => join(ROOT, folder, name));

const offending = (files: string[], forbidden: (from: string, file: string) => boolean) =>
  files.flatMap((file) =>
    valueImports(readFileSync(file, 'utf8'))
      .filter(({ from }) => forbidden(from, file))
      .map(({ statement }) => `${relative(ROOT, file)}: ${statement}`),
  );

describe('the client data layer', () => {
  it('commands import no value from src/client: what they need is on the command context', () => {
    const commands = filesIn('commands', /^[^/]+\.ts$/);
    expect(commands.length).toBeGreaterThan(50);
    expect(offending(commands, (from) => from.includes('src/client/'))).toEqual([]);
  });

  it('components call no API: only stores and data modules import the API client', () => {
    const components = filesIn('src/client', /\.tsx$/);
    expect(components.length).toBeGreaterThan(50);
    expect(offending(components, (from) => /\/api\/client(\.ts)?$/.test(from))).toEqual([]);
  });

  it('the client carries no server schemas: it calls the schema-free routes, typed by the schemas (issue 26)', () => {
    const client = [...filesIn('src/client', /\.tsx?$/), ...filesIn('commands', /\.ts$/), ...filesIn('src/shared/domain', /\.ts$/)];
    expect(client.length).toBeGreaterThan(300);
    // Two read a schema on purpose, each in a chunk that loads on first use: the generic carrier form checks its
    // values with TypeBox's interpreter, the administrator's florist form takes its limits from the florist schema.
    const readsSchema = ['src/client/panels/send/generic-form.ts', 'src/shared/domain/florist-rules.ts'];
    const schemaModule = (from: string, file: string) =>
      /^typebox|shared\/schema\/|\.\.\/schema\/|protocol\/endpoints(\.ts|\/)/.test(from) && !readsSchema.includes(relative(ROOT, file));
    expect(offending(client, schemaModule)).toEqual([]);
  });

  it('sees multi-line, side-effect and dynamic imports and re-exports, and lets type imports pass', () => {
    const source = [
      "import type { CommandContext } from '../src/client/commands/types.ts';",
      "export type { Order } from '../src/shared/schema/order.ts';",
      'import {',
      '  canHandToRelay,',
      '  markRelayHandled,',
      "} from '../src/client/panels/relay/relay-handoff.ts';",
      "import '../src/client/workbench/base.css';",
      "export { ui } from '../src/client/state/ui.ts';",
      "const later = () => import('../src/client/api/client.ts');",
    ].join('\n');
    expect(valueImports(source).map(({ from }) => from)).toEqual([
      '../src/client/panels/relay/relay-handoff.ts',
      '../src/client/workbench/base.css',
      '../src/client/state/ui.ts',
      '../src/client/api/client.ts',
    ]);
  });
});
