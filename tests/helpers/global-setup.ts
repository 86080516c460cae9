import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { loadFixture } from './fixture.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

// A fresh PGlite takes seconds to create; one migrated and seeded template per run is cloned by every file.
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'werkplaats-template-'));
  const database = await openDatabase({});
  await migrate(database.pool);
  await loadFixture(database.pool);
  const file = join(dir, 'template.tar');
  await writeFile(file, await database.pglite!.dump());
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
