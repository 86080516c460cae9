// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a bulk job's batch of list rows is larger. Such a
// message goes as numbered pieces of its base64 text (ASCII, so no escaping can push a piece over the limit) and
// is put together again by every listener before it is delivered: still one message to each workstation.
import { randomUUID } from 'node:crypto';

/** Below the limit with room for the piece's own envelope. */
const MAX_PAYLOAD_BYTES = 7900;
const PIECE_CHARS = 7000;
/** Pieces of one message arrive together (one statement, one transaction); more than this unfinished is a leak. */
const MAX_UNFINISHED = 20;

interface Piece {
  piece: { id: string; index: number; count: number };
  part: string;
}

/** The payloads one message is notified as: itself when it fits, else its pieces. */
export function notifyPayloads(text: string): string[] {
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return [text];
  const encoded = Buffer.from(text).toString('base64');
  const id = randomUUID();
  const count = Math.ceil(encoded.length / PIECE_CHARS);
  return Array.from({ length: count }, (_, index): string => {
    const piece: Piece = { piece: { id, index, count }, part: encoded.slice(index * PIECE_CHARS, (index + 1) * PIECE_CHARS) };
    return JSON.stringify(piece);
  });
}

/** Returns a function that gives each payload back as the message text, or null while a message is incomplete. */
export function createPieceJoiner(): (payload: string) => string | null {
  const unfinished = new Map<string, string[]>();
  return (payload) => {
    const piece = asPiece(payload);
    if (!piece) return payload;
    const { id, index, count } = piece.piece;
    const parts = unfinished.get(id) ?? [];
    unfinished.set(id, parts);
    parts[index] = piece.part;
    if (unfinished.size > MAX_UNFINISHED) unfinished.delete(unfinished.keys().next().value!);
    if (parts.filter((part) => part !== undefined).length < count) return null;
    unfinished.delete(id);
    return Buffer.from(parts.join(''), 'base64').toString();
  };
}

function asPiece(payload: string): Piece | null {
  if (!payload.startsWith('{"piece":')) return null;
  try {
    const value = JSON.parse(payload) as Piece;
    return typeof value.part === 'string' && Number.isInteger(value.piece?.index) ? value : null;
  } catch {
    return null;
  }
}
