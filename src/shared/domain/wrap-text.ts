// The card text as the florist view shows it (spec §9: wrapped at 50 characters).

export const CARD_VIEW_WIDTH = 50;

/** Breaks one line at spaces into lines of at most `width` characters; a longer word is cut. */
function wrapLine(line: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (joined.length <= width) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (rest.length > width) {
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    current = rest;
  }
  lines.push(current);
  return lines;
}

/** The text's own line breaks stay; each line is wrapped at `width` characters. */
export function wrapText(text: string, width = CARD_VIEW_WIDTH): string {
  return text.split(/\r?\n/).flatMap((line) => wrapLine(line, width)).join('\n');
}
