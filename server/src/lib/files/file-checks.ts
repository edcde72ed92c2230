import type { Readable } from 'node:stream';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { inflateRawSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { compoundFileEntries, isCompoundFile } from './compound-file.ts';
import { stripUnsafe } from '@darsak/common';
import { AppError, fieldError } from '../../http/errors.ts';

/**
 * What an uploaded file really is, judged by its bytes, never by the name or the Content-Type
 * the client sent (both are free text). Used by the CV upload and the profile picture.
 */

export type CvKind = 'pdf' | 'doc' | 'docx' | 'jpg' | 'png';

type CvFormat = { mime: string; extension: string; fileNameExtensions: readonly string[] };

export const CV_FORMATS: Record<CvKind, CvFormat> = {
  pdf: { mime: 'application/pdf', extension: '.pdf', fileNameExtensions: ['.pdf'] },
  doc: { mime: 'application/msword', extension: '.doc', fileNameExtensions: ['.doc'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: '.docx',
    fileNameExtensions: ['.docx'],
  },
  jpg: { mime: 'image/jpeg', extension: '.jpg', fileNameExtensions: ['.jpg', '.jpeg'] },
  png: { mime: 'image/png', extension: '.png', fileNameExtensions: ['.png'] },
};

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;

/** One file of a zip archive, as its central directory describes it. */
export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

/**
 * The entries of a zip archive's central directory, or null when the bytes are not a
 * well-formed zip. Bounds are checked at every step: the input is untrusted.
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;
  // The end-of-central-directory record sits in the last 22 + (up to 65535 comment) bytes.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === ZIP_END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > end) return null;
    entries.push({
      name: bytes.toString('utf8', offset + 46, nameEnd),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      size: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
    });
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/** The names in a zip archive's central directory, or null when it is not a well-formed zip. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  return zipEntries(bytes)?.map((entry) => entry.name) ?? null;
}

/**
 * The bytes of one zip entry (stored or deflated), at most `maxBytes` of them once inflated, or
 * null when they cannot be read within that (another method, a bad offset, a zip bomb).
 */
export function zipEntryData(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== ZIP_LOCAL_HEADER) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize || entry.size > maxBytes) return null;
  if (entry.method === 0) return data;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}

/** A Word document: a zip holding [Content_Types].xml and word/document.xml. Macros are judged apart (active-content.ts). */
function isDocx(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes);
  return names !== null && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}

/**
 * The CV format the bytes hold (pdf, doc, docx, jpg, png), or null for anything else. A legacy
 * .doc is a compound file whose directory reads and holds a WordDocument stream (an .xls or .msi
 * is a compound file too).
 */
export async function detectCvKind(bytes: Buffer): Promise<CvKind | null> {
  if (isCompoundFile(bytes)) {
    return compoundFileEntries(bytes)?.some((entry) => entry.type === 'stream' && entry.name === 'WordDocument') ? 'doc' : null;
  }
  if (isDocx(bytes)) return 'docx';
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf' && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (type?.ext === 'png') return 'png';
  if (type?.ext === 'jpg') return 'jpg';
  return null;
}

/** True when the file name's extension is one the detected format may carry (.jpeg for jpg...). */
export function extensionMatchesKind(extension: string, kind: CvKind): boolean {
  return CV_FORMATS[kind].fileNameExtensions.includes(extension.toLowerCase());
}

/**
 * Raster formats a profile picture may arrive in (sharp decodes them; HEIC only where the
 * installed libheif can). SVG is refused: it is a document that can carry scripts.
 */
export const PICTURE_MIME_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
]);

/** The MIME type of a raster image by its bytes, or null when it is not one we read. */
export async function detectPictureMime(bytes: Buffer): Promise<string | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type && PICTURE_MIME_TYPES.has(type.mime) ? type.mime : null;
}

export type Upload = { bytes: Buffer; fileName: string };
export type MultipartForm = { fields: Record<string, string>; file: Upload | null };

async function drain(stream: Readable) {
  for await (const _chunk of stream) {
    // discarded
  }
}

/**
 * Reads a multipart request (the route registered @fastify/multipart with its limits): the
 * text fields, and the bytes of the one file sent under `fileField`. A file under another
 * name is read and discarded; a file over the size limit becomes a 422 in Laravel's wording.
 * An empty file (a form sent without choosing one) counts as no file.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string, maxBytes: number): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: Upload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === fileField && !file) {
          const bytes = await part.toBuffer();
          if (bytes.length > 0) file = { bytes, fileName: part.filename };
        } else {
          await drain(part.file);
        }
      } else if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(fileField, 'uploads.too_large', { max: Math.floor(maxBytes / 1024) });
    // Fastify's own errors (limits, not multipart) carry a code the error handler maps.
    if (code?.startsWith('FST_')) throw error;
    // Anything else is the parser failing on the body: a broken or truncated form.
    request.log.debug({ err: error }, 'malformed multipart body');
    throw new AppError(400, 'http.multipart_malformed');
  }
  return { fields, file };
}

/**
 * A file name fit to keep as a label: no folders, no control or bidi characters (taken out, not
 * refused: the user cannot easily rename the file; decision 073), at most 255 characters.
 */
export function cleanFileName(fileName: string, fallback: string): string {
  const base = stripUnsafe(fileName.split(/[/\\]/).pop() ?? '').trim();
  if (!base) return fallback;
  if (base.length <= 255) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 255 - extension.length) + extension;
}
