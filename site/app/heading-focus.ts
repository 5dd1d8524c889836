// After a client navigation the new page's heading takes focus, even when it renders later
// (pages waiting for their model): the navigation leaves a request the heading picks up.
let focusRequested = false;

export function requestHeadingFocus(): void {
  focusRequested = true;
}

export function takeHeadingFocusRequest(): boolean {
  const requested = focusRequested;
  focusRequested = false;
  return requested;
}
