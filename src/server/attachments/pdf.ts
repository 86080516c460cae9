/** How far from the end a PDF's %%EOF may be (writers add line ends and padding after it). */
const EOF_WINDOW = 1024;

/** A PDF as a reader opens it: the header first and the end-of-file marker near the end; kept as it is. */
export function isCompletePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-EOF_WINDOW).includes('%%EOF', 0, 'latin1');
}
