// The fonts every print document embeds: DejaVu Sans covers ë, é, ï, ü and the euro sign. Read once, here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const DOCUMENT_FONT: Buffer = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
/** What the workshop must see from a distance: the order number, the hand-off, quantities, the ribbon text. */
export const DOCUMENT_BOLD_FONT: Buffer = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
