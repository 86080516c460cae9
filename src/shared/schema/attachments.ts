import { Type, type Static } from 'typebox';
import { THUMBNAIL_MAX_SIDE } from '../domain/attachments.ts';
import { IdParam, UnixSeconds } from './common.ts';

/**
 * One attachment as the panels show it. The two URLs are signed and expire (the browser's <img> and download link
 * carry no Authorization header): `url` serves the file, `thumbnailUrl` the image scaled into the box asked for
 * (null for a PDF, which the panels show as an icon).
 */
export const AttachmentFile = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  fileType: Type.String(),
  /** A photo taken in the workbench (title 'WBP_…'). */
  isPhoto: Type.Boolean(),
  sizeBytes: Type.Integer(),
  createdAt: UnixSeconds,
  url: Type.String(),
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
});
export type AttachmentFile = Static<typeof AttachmentFile>;

export const AttachmentList = Type.Object({ data: Type.Array(AttachmentFile) });
export type AttachmentList = Static<typeof AttachmentList>;

const Side = Type.Integer({ minimum: 0, maximum: THUMBNAIL_MAX_SIDE });

/** The thumbnail box the list's thumbnailUrl is signed for (spec §1 /download: width, height, zc). */
export const ThumbnailBox = Type.Object(
  {
    width: Type.Optional(Side),
    height: Type.Optional(Side),
    zc: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
export type ThumbnailBox = Static<typeof ThumbnailBox>;

export const AttachmentParams = Type.Object({ id: IdParam, attachmentId: IdParam });
