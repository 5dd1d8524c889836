// Its own module: the wizard reads a form's version on every application route, while the
// migrations themselves load only for answers saved under another version.

/** A form's version: 1 for a definition written before versions. */
export const formVersionOf = (definition: { version?: number }): number => definition.version ?? 1;
