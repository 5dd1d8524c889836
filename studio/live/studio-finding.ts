/** A checker's finding placed where staff fix it: the file, the JSON pointer in it, and what. */
export interface StudioFinding {
  file: string;
  pointer: string;
  message: string;
}

// Findings of the form check read 'forms/x.json: …' or 'forms/x.json#/steps/3: …'.
const placed = /^((?:forms|plans)\/[^\s:#]+\.json)(?:#(\S*?))?:\s+([\s\S]*)$/;

/** A finding of the form check (a line of text) with its file and pointer told apart. */
export function findingOf(line: string): StudioFinding {
  const match = placed.exec(line);
  if (!match) return { file: '', pointer: '', message: line };
  const [, file = '', pointer = '', message = ''] = match;
  // Some findings name the place inside the message instead: 'forms/x.json: /quickStep/seed …'.
  const inMessage = /^(\/[^\s:]*):? (.*)$/s.exec(message);
  if (!pointer && inMessage)
    return { file, pointer: inMessage[1] ?? '', message: inMessage[2] ?? '' };
  return { file, pointer, message };
}
