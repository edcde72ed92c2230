import { readFileSync } from 'node:fs';
import bidiModule from 'bidi-js';
import PDFDocument from 'pdfkit';

/**
 * The receipt as a one-page A4 PDF (decision 077), drawn with PDFKit (fontkit shapes the text:
 * Arabic letters take their joined forms from the font's OpenType tables) and the fonts embedded
 * as subsets: Noto Sans for Latin text and digits, Noto Naskh Arabic for Arabic, both shipped in
 * server/assets/fonts (SIL Open Font License), so nothing is fetched at run time.
 *
 * Right to left: each line goes through the Unicode bidirectional algorithm (bidi-js). The line is
 * cut into runs of one embedding level, the runs put in visual order (rule L2), and each run drawn
 * where it falls: a right-to-left run is shaped in its logical order and laid out right to left
 * by fontkit, its mirrored characters ('(' and ')') swapped. An Arabic receipt is right-aligned.
 */

const FONT_DIR = new URL('../../assets/fonts/', import.meta.url);
const LATIN_FONT = readFileSync(new URL('NotoSans-Regular.ttf', FONT_DIR));
const ARABIC_FONT = readFileSync(new URL('NotoNaskhArabic-Regular.ttf', FONT_DIR));
const ARABIC_RANGES = '\\u0600-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF';
const ARABIC = new RegExp(`[${ARABIC_RANGES}]`);
/** Arabic words and the spaces between them, or a stretch of anything else. */
const ARABIC_PIECE = new RegExp(`[${ARABIC_RANGES}](?:[${ARABIC_RANGES} ]*[${ARABIC_RANGES}])?|[^${ARABIC_RANGES}]+`, 'g');

// bidi-js is CommonJS: its module object is the factory (its types describe an ES default export).
type BidiFactory = typeof import('bidi-js').default;
const bidiFactory = (
  typeof bidiModule === 'function' ? bidiModule : (bidiModule as unknown as { default: BidiFactory }).default
) as BidiFactory;
const bidi = bidiFactory();

export type ReceiptLine = {
  text: string;
  amount?: string;
  size?: number;
  bold?: boolean;
  muted?: boolean;
  gapBefore?: number;
  rule?: boolean;
};
export type ReceiptDocument = {
  direction: 'ltr' | 'rtl';
  title: string;
  lines: ReceiptLine[];
  footer: string;
  info: { title: string; subject: string };
};

type Run = { text: string; rtl: boolean };

/** The line's runs in visual order (left to right on the page). */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): Run[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i]! });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : Infinity)));
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs.flatMap((r): Run[] => {
    const rtl = r.level % 2 === 1;
    const part = text.slice(r.start, r.end);
    if (!rtl) return [{ text: part, rtl }];
    // A right-to-left run: Arabic words (with their spaces) take the Arabic font and are shaped;
    // anything else in it (a middle dot, '=', a bracket, mirrored) takes the Latin one. The pieces
    // go right to left, so their order on the page is the reverse of the text's.
    const pieces = part.match(ARABIC_PIECE) ?? [];
    return pieces
      .reverse()
      .map((piece) => ({ text: ARABIC.test(piece) ? piece : [...piece].map((c) => bidi.getMirroredCharacter(c) ?? c).join(''), rtl }));
  });
}

/** Renders the receipt; answers the PDF's bytes. */
export function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: receipt.info.title, Subject: receipt.info.subject, Author: 'Darsak' },
    lang: receipt.direction === 'rtl' ? 'ar' : 'en',
  });
  doc.registerFont('latin', LATIN_FONT);
  doc.registerFont('arabic', ARABIC_FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;
  const rtl = receipt.direction === 'rtl';

  const fontOf = (run: Run) => (ARABIC.test(run.text) ? 'arabic' : 'latin');
  const widthOf = (runs: Run[], size: number) =>
    runs.reduce((sum, run) => sum + doc.font(fontOf(run)).fontSize(size).widthOfString(run.text, runOptions(run)), 0);
  const runOptions = (run: Run) => (run.rtl && ARABIC.test(run.text) ? { features: ['rtla'] as PDFKit.Mixins.OpenTypeFeatures[] } : {});

  /** Cuts a text to fit `width`, with an ellipsis (item titles: the receipt is one page). */
  const fit = (text: string, size: number, width: number) => {
    let cut = text;
    while (cut.length > 1 && widthOf(visualRuns(cut, receipt.direction), size) > width) cut = cut.slice(0, -1);
    return cut === text ? text : `${cut.trimEnd()}…`;
  };

  /** Draws one line of text starting at x (its left edge on the page). */
  const draw = (runs: Run[], x: number, y: number, size: number, color: string) => {
    let at = x;
    for (const run of runs) {
      // A right-to-left run without Arabic letters (spaces, punctuation): its characters in visual order.
      const text = run.rtl && !ARABIC.test(run.text) ? [...run.text].reverse().join('') : run.text;
      doc
        .font(fontOf(run))
        .fontSize(size)
        .fillColor(color)
        .text(text, at, y, { lineBreak: false, ...runOptions(run) });
      at += doc.widthOfString(text, runOptions(run));
    }
  };

  let y = doc.page.margins.top;
  const titleRuns = visualRuns(receipt.title, receipt.direction);
  const titleWidth = widthOf(titleRuns, 22);
  draw(titleRuns, rtl ? right - titleWidth : left, y, 22, '#1f4fd1');
  y += 40;

  for (const line of receipt.lines) {
    const size = line.size ?? 11;
    y += line.gapBefore ?? 0;
    if (line.rule) {
      doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#c9cfdd').stroke();
      y += 6;
    }
    if (y + size * 1.6 > bottom - 40) break; // one page, always
    const color = line.muted ? '#5a6275' : '#111827';
    const amountRuns = line.amount ? visualRuns(line.amount, 'ltr') : [];
    const amountWidth = widthOf(amountRuns, size);
    const textWidth = right - left - (amountWidth ? amountWidth + 16 : 0);
    const runs = visualRuns(fit(line.text, size, textWidth), receipt.direction);
    const width = widthOf(runs, size);
    // Left to right: the text at the start (left), the amount at the end (right); mirrored in Arabic.
    draw(runs, rtl ? right - width : left, y, size, color);
    if (amountRuns.length) draw(amountRuns, rtl ? left : right - amountWidth, y, size, color);
    y += size * 1.6;
  }

  const footerRuns = visualRuns(receipt.footer, receipt.direction);
  const footerWidth = widthOf(footerRuns, 9);
  draw(footerRuns, rtl ? right - footerWidth : left, bottom - 20, 9, '#5a6275');
  doc.end();
  return done;
}
