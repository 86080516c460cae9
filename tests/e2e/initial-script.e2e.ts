import { expect, inject, it } from 'vitest';
import { INITIAL_SCRIPT_BUDGET_KB, initialScriptGzipKb } from '../helpers/initial-script.ts';

// The build this run tests (harness/build-client.ts): what a first visit loads before the workbench can show. Every
// new command and screen adds to it; the administrator area, plan, send screens, palette, camera and charts load later.
it(`the first visit loads at most ${INITIAL_SCRIPT_BUDGET_KB} kB of JavaScript, gzipped (design.md §8)`, async () => {
  expect(await initialScriptGzipKb(inject('clientDir'))).toBeLessThanOrEqual(INITIAL_SCRIPT_BUDGET_KB);
});
