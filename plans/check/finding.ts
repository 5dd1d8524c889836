/** One problem in a catalogue file: the file, the field as a JSON pointer, and what is wrong. */
export interface Finding {
  file: string;
  pointer: string;
  message: string;
}

export function formatFinding(finding: Finding): string {
  return `${finding.file}#${finding.pointer}: ${finding.message}`;
}

/** RFC 6901: '~' and '/' inside a key are escaped so the pointer stays unambiguous. */
export function pointerTo(...segments: (string | number)[]): string {
  return segments
    .map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
}
