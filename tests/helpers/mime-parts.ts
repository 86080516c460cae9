// Reads a raw mail (an outbox .eml, or what the SMTP peer received) into its parts, decoded, as a mail program shows
// them: enough MIME for what nodemailer writes (one multipart level, base64 and quoted-printable).

export interface MimePart {
  contentType: string;
  filename?: string;
  body: Buffer;
}

export function mimeParts(raw: string): MimePart[] {
  const { headers, body } = split(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part(headers, body)];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => {
      const inner = split(chunk.replace(/^\r?\n/, ''));
      return part(inner.headers, inner.body.replace(/\r?\n$/, ''));
    });
}

/** Headers (names in lower case, folded lines joined) and the body after the first blank line. */
function split(text: string) {
  const end = text.search(/\r?\n\r?\n/);
  const head = text.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: text.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function part(headers: Record<string, string>, body: string): MimePart {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1];
  return { contentType: (headers['content-type'] ?? 'text/plain').split(';')[0].trim(), filename, body: decode(body, encoding) };
}

function decode(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return unquote(body.replace(/=\r?\n/g, ''));
  return Buffer.from(body, 'utf8');
}

/** '=C3=A9' and the like back to their bytes. */
const unquote = (text: string) =>
  Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');

/** The decoded subject line (nodemailer writes a non-ASCII one as encoded words). */
export function mailSubject(raw: string): string {
  const subject = split(raw).headers.subject ?? '';
  return subject.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    (kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : unquote(text.replace(/_/g, ' '))).toString('utf8'),
  );
}
