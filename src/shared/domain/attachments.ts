// Attachments and bouquet photos of an order (spec §2 photos and attachments, §3 Attachment, §8, §9): the limits,
// names and texts the server enforces and the panels show. Isomorphic.
import type { Order } from '../schema/order.ts';

/** The largest file accepted, in bytes (a 12-megapixel phone photo is 3 to 8 MB). */
export const ATTACHMENT_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels an image may have: more is refused before it is decoded (an image bomb). */
export const ATTACHMENT_MAX_PIXELS = 50_000_000;
/** The longest title kept; a longer file name is shortened. */
export const ATTACHMENT_TITLE_MAX = 120;

/** The file types accepted, decided by the file's bytes; the value is the type's extension as stored in fileType. */
export const ATTACHMENT_FILE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type AttachmentMimeType = keyof typeof ATTACHMENT_FILE_TYPES;
export type AttachmentFileType = (typeof ATTACHMENT_FILE_TYPES)[AttachmentMimeType];
/** For the file picker: what it offers (the server still decides by the bytes). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

export const isImageFileType = (fileType: string) => fileType === 'jpg' || fileType === 'png' || fileType === 'webp';

/** Thumbnail boxes (spec §9): attachments 48×48 cropped, photos 170 px wide. */
export const ATTACHMENT_THUMBNAIL = { width: 48, height: 48, zc: 1 } as const;
export const PHOTO_THUMBNAIL = { width: 170, height: 0, zc: 0 } as const;
/** The largest thumbnail box a download URL may ask for. */
export const THUMBNAIL_MAX_SIDE = 1600;

/**
 * Download URLs are signed for windows of this many seconds and live one to two windows: a list asked again within a
 * window gives the same URLs (the browser's cache holds), and a screen left open asks again before they expire.
 */
export const DOWNLOAD_URL_WINDOW_SECONDS = 600;

/** A photo taken in the workbench: 'WBP_' + a timestamp + '.jpg' (spec §3). */
export const PHOTO_TITLE_PREFIX = 'WBP_';
export const photoTitle = (takenAt: Date) => `${PHOTO_TITLE_PREFIX}${takenAt.getTime()}.jpg`;
export const isWorkbenchPhoto = (attachment: { title: string }) => attachment.title.startsWith(PHOTO_TITLE_PREFIX);

/** The photo mail's type (spec §3 workbenchMeta.mailJobs). */
export const PHOTO_MAIL_TYPE = 'ExtraServicePhoto';
export const PHOTO_MAIL_LABEL = 'Foto';

/** The photo screen applies to orders with the photo service only (spec §2, §5). */
export const hasPhotoService = (order: Pick<Order, 'extraService'>) => order.extraService.photo;

/** Once the photo mail left, the photos are what the customer got: no more deleting or adding (spec §5). */
export const photoMailSent = (order: Pick<Order, 'workbenchMeta'>) =>
  typeof order.workbenchMeta.mailJobs[PHOTO_MAIL_TYPE] === 'number';

/**
 * The title an uploaded file is stored under: its name without any folder part, control or direction characters,
 * at most ATTACHMENT_TITLE_MAX characters, ending in the extension of the type its bytes have.
 */
export function attachmentTitle(name: string, fileType: AttachmentFileType): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  // C0/C1 controls and bidirectional overrides (which make 'gpj.exe' read as 'exe.jpg').
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const stem = clean.replace(/\.[^.]*$/, '').replace(/^\.+/, '').trim() || 'bijlage';
  const extension = `.${fileType}`;
  return `${stem.slice(0, ATTACHMENT_TITLE_MAX - extension.length)}${extension}`;
}

export const attachmentMessages = {
  addFailed: 'Kan bijlage niet toevoegen!',
  deleteFailed: 'Fout bij verwijderen!',
  confirmDelete: (title: string) => `Weet u zeker dat u bestand "${title}" wil verwijderen?`,
  none: 'Er zijn geen bijlages',
  noPhotos: 'Er zijn nog geen fotos gemaakt',
  photosTitle: "Foto's toevoegen",
  sentPhotosTitle: "Verstuurde foto's",
  sendPhotoMail: 'Mail versturen',
  noFile: 'Kies een bestand om toe te voegen',
  oneFile: 'Voeg één bestand tegelijk toe',
  incomplete: 'Het bestand is niet volledig aangekomen: probeer het opnieuw',
  empty: 'Het bestand is leeg',
  tooBig: `Het bestand is te groot (max ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB)`,
  wrongType: 'Dit bestandstype wordt niet ondersteund: kies een PDF of een afbeelding (JPG, PNG of WebP)',
  imageTooLarge: `De afbeelding is te groot (max ${ATTACHMENT_MAX_PIXELS / 1_000_000} megapixel)`,
  unreadable: 'Het bestand is beschadigd of kan niet gelezen worden',
  notFound: 'Bijlage is niet gevonden',
  linkExpired: 'Deze downloadlink is ongeldig of verlopen',
  noPhotoService: 'Deze order heeft geen fotoservice',
  photosSent: "De foto's zijn al naar de klant gemaild en kunnen niet meer gewijzigd worden",
  photoMailSent: "De foto's zijn al naar de klant gemaild",
  photoMailUnderway: "De foto's worden op dit moment naar de klant gemaild: probeer het zo opnieuw",
  noPhotosToSend: 'Er zijn nog geen fotos gemaakt',
} as const;

/** The camera barcode scanner (spec §2 barcode scanning, §8 camera, §9). */
export const scannerMessages = {
  hint: 'Houd de barcode van de orderbon voor de camera. Esc sluit de scanner.',
  noCamera: 'Geen camera gevonden!',
  insecure: 'Non secure context (must be https)',
  found: (orderNumber: string) => `Order ${orderNumber} is gevonden`,
  alreadyOpen: (orderNumber: string) => `Order ${orderNumber} is al open!`,
} as const;
/** After a lookup the scanner waits this long before it reads again (spec §9). */
export const RESCAN_DELAY_MS = 200;

/** A scanned EAN-13 (or its first 12 digits) names the order id; anything else is not an order barcode. */
export function orderIdFromBarcode(code: string): number | null {
  const digits = code.trim();
  return /^\d{12,13}$/.test(digits) ? Number(digits.slice(0, 12)) : null;
}
