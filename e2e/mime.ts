/**
 * Just enough MIME to read the app's own e-mails (nodemailer output): headers, one level of
 * multipart, quoted-printable and base64 bodies.
 */
export type ParsedMail = { subject: string; text: string; html: string };

function splitHead(raw: string): [Record<string, string>, string] {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index < 0 ? raw : raw.slice(0, index);
  const body = index < 0 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return [headers, body];
}

function decodeBody(body: string, encoding = ''): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    } catch {
      return bytes;
    }
  }
  return body;
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

export function parseMail(raw: string): ParsedMail {
  const [headers, body] = splitHead(raw);
  const result: ParsedMail = { subject: decodeHeader(headers.subject ?? ''), text: '', html: '' };
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        visit(...splitHead(chunk.replace(/^\r?\n/, '')));
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding']);
    if (type.toLowerCase().startsWith('text/html')) result.html ||= decoded;
    else if (type.toLowerCase().startsWith('text/plain')) result.text ||= decoded;
  };
  visit(headers, body);
  return result;
}
