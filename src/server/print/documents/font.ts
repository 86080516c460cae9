// The fonts every print document embeds: DejaVu Sans covers ë, é, ï, ü and the euro sign. Read and parsed once,
// here: parsing the font files took most of a document's render time (about 50 of 60 ms an order sheet), paid
// again for every sheet of a bulk print. pdfkit takes the parsed font as it is and subsets it per document.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';

const require = createRequire(import.meta.url);
const parse = (file: string) => create(readFileSync(require.resolve(file)));

export const DOCUMENT_FONT = parse('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
/** What the workshop must see from a distance: the order number, the hand-off, quantities, the ribbon text. */
export const DOCUMENT_BOLD_FONT = parse('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
