/**
 * A small MIME reader for the e-mails the app sends (nodemailer's output: a single part, or
 * multipart/alternative with a text and an HTML part; quoted-printable, base64 or 7/8bit).
 * Enough to read a test's mail without a mail parsing library.
 */
export type ParsedMail = {
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** Attached files (a session's .ics invitation), decoded as UTF-8 text. */
  attachments: Array<{ filename: string; contentType: string; content: string }>;
};

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then read "Name: value".
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const c = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

type Collected = { text: string; html: string; attachments: ParsedMail['attachments'] };

/** The text/plain and text/html bodies of a part and its attachments, descending into multiparts. */
function collect(part: Part, out: Collected) {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`);
    // sections[0] is the preamble; the last one starts with "--" (the closing delimiter).
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collect(splitPart(section.replace(/^\n/, '')), out);
    }
    return;
  }
  const body = decodeBody(part).replace(/\n$/, '');
  const disposition = part.headers.get('content-disposition') ?? '';
  if (/^attachment/i.test(disposition) || /^text\/calendar/i.test(type)) {
    const filename = decodeHeader(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1] ?? '');
    out.attachments.push({ filename, contentType: type, content: body });
    return;
  }
  if (/^text\/html/i.test(type)) out.html ||= body;
  else if (/^text\/plain/i.test(type)) out.text ||= body;
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const out: Collected = { text: '', html: '', attachments: [] };
  collect(root, out);
  return {
    headers: root.headers,
    from: decodeHeader(root.headers.get('from') ?? ''),
    to: decodeHeader(root.headers.get('to') ?? ''),
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    messageId: root.headers.get('message-id') ?? '',
    text: out.text,
    html: out.html,
    attachments: out.attachments,
  };
}

/** The verification link in a mail's text body. */
export function verificationLinkIn(text: string): string {
  const match = /https?:\/\/\S+\/email\/verify\/\S+/.exec(text);
  if (!match) throw new Error(`no verification link in:\n${text}`);
  return match[0];
}

/** The 6-character reset code in a mail's text body (on its own indented line). */
export function resetCodeIn(text: string): string {
  const match = /^\s+([A-Z0-9]{6})\s*$/m.exec(text);
  if (!match) throw new Error(`no reset code in:\n${text}`);
  return match[1]!;
}

/** The path and query of an absolute link, to request it from a test server. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
