import { describe, expect, it } from 'vitest';
import { cleanFileName, detectCvKind, detectPictureMime, extensionMatchesKind, zipEntryNames } from '../../src/lib/files/file-checks.ts';
import { fieldEntry } from '../../src/http/errors.ts';
import { makeDoc, makeDocx, makeGif, makeJpeg, makePdf, makePng, makeZip } from '../fixtures/files.ts';

describe('CV sniffing by content bytes', () => {
  it('recognises PDF, DOC, DOCX, JPEG and PNG', async () => {
    expect(await detectCvKind(makePdf())).toBe('pdf');
    expect(await detectCvKind(makeDoc())).toBe('doc');
    expect(await detectCvKind(makeDocx())).toBe('docx');
    expect(await detectCvKind(await makeJpeg(8, 8))).toBe('jpg');
    expect(await detectCvKind(await makePng(8, 8))).toBe('png');
  });

  it('refuses look-alikes: HTML, a PDF marker not at the start, GIF, a plain zip', async () => {
    expect(await detectCvKind(Buffer.from('<html>%PDF-1.4</html>'))).toBeNull();
    expect(await detectCvKind(Buffer.concat([Buffer.from('junk\n'), makePdf()]))).toBeNull();
    expect(await detectCvKind(await makeGif())).toBeNull();
    expect(await detectCvKind(makeZip({ 'readme.txt': 'hello' }))).toBeNull();
    expect(await detectCvKind(makeZip({ 'word/document.xml': '<w:document/>' }))).toBeNull();
    // A macro-enabled Word zip is a .docx: its macros are refused with their own message (cv-active-content.test.ts).
    const macros = makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'x' });
    expect(await detectCvKind(macros)).toBe('docx');
    expect(await detectCvKind(Buffer.alloc(0))).toBeNull();
  });

  it('reads zip directories defensively: truncated or corrupted archives give null, never a throw', () => {
    const docx = makeDocx();
    expect(zipEntryNames(docx)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(docx.subarray(0, docx.length - 10))).toBeNull();
    const badOffset = Buffer.from(docx);
    badOffset.writeUInt32LE(0xfffffff0, badOffset.length - 6); // directory offset past the end
    expect(zipEntryNames(badOffset)).toBeNull();
    const badCount = Buffer.from(docx);
    badCount.writeUInt16LE(500, badCount.length - 12); // more entries than there are
    expect(zipEntryNames(badCount)).toBeNull();
    expect(zipEntryNames(Buffer.from('PK\u0003\u0004'))).toBeNull();
  });

  it('matches file-name extensions to the detected kind, case-insensitively', () => {
    expect(extensionMatchesKind('.JPEG', 'jpg')).toBe(true);
    expect(extensionMatchesKind('.jpg', 'jpg')).toBe(true);
    expect(extensionMatchesKind('.png', 'jpg')).toBe(false);
    expect(extensionMatchesKind('.doc', 'docx')).toBe(false);
    expect(extensionMatchesKind('', 'pdf')).toBe(false);
  });
});

describe('picture sniffing', () => {
  it('accepts raster images and refuses SVG and documents', async () => {
    expect(await detectPictureMime(await makePng())).toBe('image/png');
    expect(await detectPictureMime(await makeJpeg(8, 8))).toBe('image/jpeg');
    expect(await detectPictureMime(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await detectPictureMime(makePdf())).toBeNull();
  });
});

describe('upload helpers', () => {
  it("words the size limit as Laravel's max rule does", () => {
    expect(fieldEntry('cv', 'uploads.too_large', { max: 5120 }).message).toBe('The cv field must not be greater than 5120 kilobytes.');
  });

  it('keeps only the base name of an uploaded file, without control characters, at most 255 characters', () => {
    expect(cleanFileName('C:\\Users\\rami\\My CV.pdf', 'cv.pdf')).toBe('My CV.pdf');
    expect(cleanFileName('../../etc/passwd.pdf', 'cv.pdf')).toBe('passwd.pdf');
    expect(cleanFileName('bad\u0000name\n.pdf', 'cv.pdf')).toBe('badname.pdf');
    expect(cleanFileName('   ', 'cv.pdf')).toBe('cv.pdf');
    const long = cleanFileName(`${'x'.repeat(300)}.docx`, 'cv.docx');
    expect(long).toHaveLength(255);
    expect(long.endsWith('.docx')).toBe(true);
  });
});
