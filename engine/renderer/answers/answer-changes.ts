/**
 * Tells listeners that rjsf's answers changed. rjsf reports a change only after rendering it, so
 * a widget that reads other answers (the premium reads the tobacco answer) hears of it here and
 * renders again, alone.
 */
export class AnswerChanges {
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}
