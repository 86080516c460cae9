// Where the words of a PDF stand (pdftotext -bbox): to assert what a reader sees under a heading and how large.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface PdfWord {
  text: string;
  page: number;
  x: number;
  right: number;
  y: number;
  /** The height of its line box in points: about 1.2 × its font size. */
  height: number;
}

const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

export async function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  const dir = await mkdtemp(join(tmpdir(), 'werkplaats-words-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']);
    return stdout.split('<page ').slice(1).flatMap((page, index) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
        ([, x, y, right, yMax, text]) => ({
          text: decode(text), page: index + 1, x: Number(x), right: Number(right), y: Number(y), height: Number(yMax) - Number(y),
        }),
      ));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The words that start at `first` and follow it on its line, up to a gap wider than a space (the next column). */
function phraseFrom(words: readonly PdfWord[], first: PdfWord): PdfWord[] {
  const line = words.filter((word) => word.page === first.page && Math.abs(word.y - first.y) < 1 && word.x >= first.x).sort((a, b) => a.x - b.x);
  const phrase = [line[0]];
  for (const word of line.slice(1)) {
    const previous = phrase[phrase.length - 1];
    if (word.x - previous.right > 0.5 * Math.min(word.height, previous.height)) break;
    phrase.push(word);
  }
  return phrase;
}

/** The first line written under the heading `label`, starting where it starts (its value in a column). */
export function textUnder(words: readonly PdfWord[], label: string): { text: string; height: number } | null {
  const heading = words.find((word) => word.text === label);
  if (!heading) return null;
  const below = words
    .filter((word) => word.page === heading.page && word.y > heading.y + heading.height - 1 && Math.abs(word.x - heading.x) < 1.5)
    .sort((a, b) => a.y - b.y)[0];
  if (!below) return null;
  const phrase = phraseFrom(words, below);
  return { text: phrase.map((word) => word.text).join(' '), height: Math.min(...phrase.map((word) => word.height)) };
}

/** The line a phrase stands on, by its first word, with the height of its smallest word. */
export function phraseAt(words: readonly PdfWord[], firstWord: string): { text: string; height: number } | null {
  const first = words.find((word) => word.text === firstWord);
  if (!first) return null;
  const phrase = phraseFrom(words, first);
  return { text: phrase.map((word) => word.text).join(' '), height: Math.min(...phrase.map((word) => word.height)) };
}
