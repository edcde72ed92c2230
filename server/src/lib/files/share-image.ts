/**
 * The link-preview image (Open Graph, 1200x630 PNG): an SVG card rendered with sharp, since
 * WhatsApp and most crawlers show no SVG. The build draws the seeded catalogue's (scripts/og-images.ts)
 * and the server draws a course's or tutor's at runtime from its row (decision 074), so a new or
 * renamed course previews with its own image. The images show only codes, names and prices: one
 * image serves the three languages (decision 048).
 */
import sharp from 'sharp';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@darsak/common';

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Greedy word wrap to at most `lines` lines of about `width` characters; the last one ellipsised. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1]!.replace(/\s*\S*$/, '')}…`;
  }
  return out;
}

export type ShareCard = { title: string; lines: string[]; badge?: string };

export function shareCardSvg({ title, lines, badge }: ShareCard): string {
  const titleLines = wrap(title, 24, 2);
  const body = lines.flatMap((l) => wrap(l, 52, 2)).slice(0, 3);
  const text = (y: number, size: number, weight: number, value: string, fill = '#ffffff') =>
    `<text x="80" y="${y}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;
  let y = 200;
  const parts: string[] = [];
  for (const line of titleLines) {
    y += 10;
    parts.push(text(y + 62, 72, 800, line));
    y += 82;
  }
  y += 30;
  for (const line of body) {
    parts.push(text(y + 36, 34, 400, line, '#e0e7ff'));
    y += 50;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="0.45" stop-color="#1e40af"/><stop offset="1" stop-color="#4f46e5"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="1100" cy="80" r="180" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="1150" cy="560" r="120" fill="#ffffff" fill-opacity="0.05"/>
<rect x="80" y="60" width="44" height="44" rx="10" fill="#ffffff" fill-opacity="0.18"/>
<text x="140" y="94" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="34" font-weight="800" fill="#ffffff">Darsak</text>
${parts.join('\n')}
${badge ? `<rect x="880" y="520" width="240" height="70" rx="35" fill="#f59e0b"/><text x="1000" y="566" text-anchor="middle" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="34" font-weight="800" fill="#0f172a">${escapeXml(badge)}</text>` : ''}
</svg>`;
}

/** The card as a PNG. */
export const renderShareImage = (card: ShareCard): Promise<Buffer> =>
  sharp(Buffer.from(shareCardSvg(card)))
    .png({ compressionLevel: 9 })
    .toBuffer();
