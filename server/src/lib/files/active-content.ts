import { inflateSync } from 'node:zlib';
import type { ApiErrorCode } from '@darsak/common';
import { compoundFileEntries } from './compound-file.ts';
import { zipEntries, zipEntryData, type CvKind } from './file-checks.ts';

/**
 * What in a CV would run or fetch something when an admin opens it (issue 22, point 7; decision
 * 073): macros in a legacy .doc or a .docx, a .docx that loads a remote template (or any other
 * part from the internet), a PDF with JavaScript or a launch action. Each is refused with a
 * message naming what to send instead. A file whose parts cannot be read to be checked (an
 * encrypted PDF's object streams, a part in an unknown compression) is refused too: unchecked is
 * not safe. Images carry none of these; sharp never runs on CVs (they are stored as sent).
 */
export type ActiveContentCode = Extract<
  ApiErrorCode,
  'uploads.cv_macros' | 'uploads.cv_remote_content' | 'uploads.cv_pdf_active' | 'uploads.cv_unchecked'
>;

/** The code of what the CV carries, or null when it carries nothing active. */
export function cvActiveContent(kind: CvKind, bytes: Buffer): ActiveContentCode | null {
  switch (kind) {
    case 'doc':
      return docActiveContent(bytes);
    case 'docx':
      return docxActiveContent(bytes);
    case 'pdf':
      return pdfActiveContent(bytes);
    default:
      return null;
  }
}

/** The storages and streams Office keeps VBA projects in ([MS-OVBA]): Word's Macros, Excel's _VBA_PROJECT_CUR, their VBA. */
const VBA_NAMES = new Set(['macros', '_vba_project_cur', 'vba', '_vba_project']);

function docActiveContent(bytes: Buffer): ActiveContentCode | null {
  const entries = compoundFileEntries(bytes);
  if (!entries) return 'uploads.cv_unchecked';
  return entries.some((entry) => VBA_NAMES.has(entry.name.toLowerCase())) ? 'uploads.cv_macros' : null;
}

/** Parts read to check a .docx: at most this many, each at most this large once inflated. */
const DOCX_PARTS_MAX = 200;
const DOCX_PART_MAX_BYTES = 4 * 1024 * 1024;

function docxActiveContent(bytes: Buffer): ActiveContentCode | null {
  const entries = zipEntries(bytes);
  if (!entries) return 'uploads.cv_unchecked';
  const names = entries.map((entry) => entry.name.toLowerCase());
  if (names.some((name) => name.endsWith('vbaproject.bin') || name.endsWith('vbadata.xml') || name.startsWith('word/activex/'))) {
    return 'uploads.cv_macros';
  }
  const read = (name: string) => {
    const entry = entries.find((e) => e.name === name);
    const data = entry && zipEntryData(bytes, entry, DOCX_PART_MAX_BYTES);
    return data ? data.toString('utf8') : null;
  };
  const types = read('[Content_Types].xml');
  if (types === null) return 'uploads.cv_unchecked';
  // A .docm renamed .docx: its main part says so.
  if (/macroEnabled/i.test(types)) return 'uploads.cv_macros';
  // Every relationship part: a target outside the file (TargetMode="External") is fetched when
  // the document opens (a template: the classic remote-template attack; an OLE link, a frame, a
  // linked picture), except a hyperlink, which waits for a click.
  const relationshipParts = entries.filter((entry) => entry.name.toLowerCase().endsWith('.rels'));
  if (relationshipParts.length > DOCX_PARTS_MAX) return 'uploads.cv_unchecked';
  for (const part of relationshipParts) {
    const xml = read(part.name);
    if (xml === null) return 'uploads.cv_unchecked';
    for (const [element] of xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
      const external = /\bTargetMode\s*=\s*["']External["']/i.test(element);
      const type = /\bType\s*=\s*["']([^"']*)["']/i.exec(element)?.[1] ?? '';
      if (external && !/\/hyperlink$/i.test(type)) return 'uploads.cv_remote_content';
    }
  }
  return null;
}

/** PDF names that run something: JavaScript (an action, or a name tree of scripts) and launching a program or file. */
const PDF_ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
/** Object streams inflated to look inside: at most this much in all. */
const PDF_INFLATE_MAX_BYTES = 32 * 1024 * 1024;

/** Every /Name in PDF text, its #xx escapes decoded (/J#61vaScript is /JavaScript). */
function* pdfNames(text: string): Generator<string> {
  for (const [, raw] of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    yield raw!.includes('#') ? raw!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw!;
  }
}

const hasActiveName = (text: string) => {
  for (const name of pdfNames(text)) if (PDF_ACTIVE_NAMES.has(name)) return true;
  return false;
};

/**
 * A PDF's objects are either in the file's text or packed in object streams (/Type /ObjStm,
 * nearly always /FlateDecode): both are read. Other streams (page content, fonts, images,
 * metadata) hold no objects and are skipped, so their bytes can never look like a name.
 */
function pdfActiveContent(bytes: Buffer): ActiveContentCode | null {
  const text = bytes.toString('latin1');
  let budget = PDF_INFLATE_MAX_BYTES;
  let outside = 0;
  const streamStart = />>\s*stream(?:\r\n|\r|\n)/g;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return 'uploads.cv_unchecked';
    // The dictionary: from the object's header to the '>>' before 'stream'.
    const header = text.lastIndexOf('obj', match.index);
    const dictionary = text.slice(header < 0 || match.index - header > 65_536 ? match.index : header, match.index + 2);
    if (hasActiveName(text.slice(outside, header < 0 ? match.index : Math.min(header, match.index))) || hasActiveName(dictionary)) {
      return 'uploads.cv_pdf_active';
    }
    outside = end;
    streamStart.lastIndex = end;
    const names = new Set(pdfNames(dictionary));
    if (!names.has('ObjStm')) continue;
    const filters = [...names].filter((name) => name.endsWith('Decode'));
    if (filters.some((filter) => filter !== 'FlateDecode') || names.has('DecodeParms')) return 'uploads.cv_unchecked';
    let data: Buffer = bytes.subarray(start, end);
    if (filters.length) {
      try {
        // Z_SYNC_FLUSH: the end-of-line before 'endstream' is not part of the data and must not fail it.
        data = inflateSync(data, { maxOutputLength: budget, finishFlush: 2 });
      } catch {
        return 'uploads.cv_unchecked';
      }
    }
    budget -= data.length;
    if (budget <= 0) return 'uploads.cv_unchecked';
    if (hasActiveName(data.toString('latin1'))) return 'uploads.cv_pdf_active';
  }
  return hasActiveName(text.slice(outside)) ? 'uploads.cv_pdf_active' : null;
}
