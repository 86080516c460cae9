import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Whatever an effect returns React calls as its cleanup. An arrow effect that returns a call's value
// (`useEffect(() => el.scrollTo(...))`) breaks as soon as that call returns something: Chromium's scrollTo
// returns a Promise, and closing an action panel blanked the app ('destroy_ is not a function').
const EXPRESSION_EFFECT = /use(?:Layout|Insertion)?Effect\(\s*(?:async\s*)?\(\)\s*=>\s*(?![\s{]|void\b)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('effects in the client', () => {
  it('return nothing but a cleanup: no arrow effect returns the value of an expression', () => {
    const offenders = sourceFiles('src/client').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(EXPRESSION_EFFECT)].map((match) => `${file}:${text.slice(0, match.index).split('\n').length}`);
    });
    expect(offenders).toEqual([]);
  });
});
