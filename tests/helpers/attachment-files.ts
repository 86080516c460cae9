// Files for the attachment tests and the photo benchmark, made with sharp: photos with noise (so they compress like
// a real photo), one carrying EXIF GPS and an orientation, a PDF, an image bomb and the multipart body that sends them.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

type ImageFormat = 'jpeg' | 'png' | 'webp';

/** A photo-like image: coloured noise, so it neither compresses to nothing nor looks like a flat test card. */
export function noiseImage(width: number, height: number, sigma = 60) {
  return sharp({ create: { width, height, channels: 3, background: '#6a8f3c', noise: { type: 'gaussian', mean: 128, sigma } } });
}

/** A 12-megapixel phone photo (4000×3000) of 3 to 6 MB, detail everywhere as in a picture of a bouquet. */
export const phonePhoto = () => noiseImage(4000, 3000, 16).jpeg({ quality: 90 }).toBuffer();

export const image = (format: ImageFormat, width = 64, height = 48) => noiseImage(width, height).toFormat(format).toBuffer();

/** EXIF's pointer to its GPS block (tag 0x8825, little-endian as sharp writes it): the photo says where it was taken. */
export const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A phone photo as it arrives: EXIF with the place it was taken (GPS) and an orientation to turn it upright with. */
export const jpegWithGps = (width = 64, height = 48) =>
  noiseImage(width, height)
    .jpeg()
    .withExif({ IFD0: { Make: 'Telefoon' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A one-page PDF with a line of text. */
export function pdf(text = 'Pakbon'): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.text(text);
  document.end();
  return done;
}

function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An image bomb: a valid PNG of a few KB whose header claims width × height pixels (decoding would need gigabytes). */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const firstRows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header), pngChunk('IDAT', firstRows), pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadParts {
  /** The `name` field; left out when undefined. */
  name?: string;
  /** The `file` part; left out when undefined. */
  file?: { filename: string; bytes: Buffer; contentType?: string };
}

/** A multipart/form-data body as the browser's FormData sends it: the name field first, then the file. */
export function multipart({ name, file }: UploadParts) {
  const boundary = `----werkplaats${randomUUID()}`;
  const parts: Buffer[] = [];
  if (name !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
