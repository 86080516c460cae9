// Property-based fuzz of the API: requests built from each write route's own schema, mixed with hostile values.
// Whatever comes in, the answer is never a 5xx, and a refused request changes nothing in the database.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anyRequest, databaseFingerprint, fuzzedRoutes, installWriteCounter, knownIds, runCase, type KnownIds,
} from '../helpers/fuzz/route-fuzz.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const RUNS = { pglite: 3000, postgres: 1500 } as const;
// A fixed seed keeps `npm test` repeatable; `npm run bench:fuzz` explores with new seeds (FUZZ_SEED replays one).
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

describe.each(databaseKinds)('fuzzed requests on %s', (kind) => {
  const t = useTestApp(kind);
  let known: KnownIds;
  beforeAll(async () => {
    known = await knownIds(t.database.pool);
    await installWriteCounter(t.database.pool);
  });

  it('covers every write route', () => {
    const routes = fuzzedRoutes(t.app).map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(expect.arrayContaining([
      'PUT /gateway/api/workbench/order/:id', 'POST /gateway/api/workbench/order', 'POST /gateway/api/auth/login',
      'POST /gateway/api/workbench/tag/:id', 'POST /gateway/api/workbench/order/:id/mail', 'GET /gateway/api/workbench/order',
    ]));
  });

  it('never answers 5xx and a refused request changes nothing', { timeout: 120_000 }, async () => {
    const target = { app: t.app, pool: t.database.pool, staff: t.staff, admin: t.admin };
    const state = { fingerprint: await databaseFingerprint(t.database.pool) };
    await fc.assert(
      fc.asyncProperty(anyRequest(target, known, { hostile: 0.3 }), async (request) => {
        const { method, url } = request.inject;
        const outcome = await runCase(target, request, state);
        expect(outcome.status, `${method} ${url} → ${outcome.body}`).toBeLessThan(500);
        expect(outcome.changedOnRefusal, `${method} ${url} → ${outcome.status} changed data`).toBe(false);
      }),
      { numRuns: RUNS[kind], seed: SEED, endOnFailure: true },
    );
  });
});
