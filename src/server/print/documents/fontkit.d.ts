// Types for the part of `fontkit` (pdfkit's font parser, no types of its own) that the print documents use.
declare module 'fontkit' {
  /** A parsed font: pdfkit takes it wherever it takes a font file. */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
