/** A file found in an .eml written by the outbox mailer. */
export interface EmlAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The base64 parts of a multipart message, decoded, with their file names and types. */
export function emlAttachments(eml: string): EmlAttachment[] {
  const boundary = /boundary="([^"]+)"/.exec(eml)?.[1];
  if (boundary === undefined) return [];
  return eml
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const [head = '', body = ''] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const filename = /filename="([^"]+)"/.exec(head)?.[1];
      const contentType = /Content-Type: ([^;\r\n]+)/.exec(head)?.[1];
      if (filename === undefined || contentType === undefined) return [];
      return [{ filename, contentType, content: Buffer.from(body.replace(/\s+/g, ''), 'base64') }];
    });
}

/** A header's value in an .eml, e.g. `To`. */
export function emlHeader(eml: string, name: string): string | undefined {
  const head = eml.split('\r\n\r\n')[0] ?? '';
  return new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1]?.trim();
}
