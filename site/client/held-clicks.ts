// A click on a link or button while the app loads is held, then replayed once React handles it,
// so a control pressed before hydration is never lost (Log in opens the modal, Hide hides).
const replayedControl = 'a[href], button';

/** How long a held click waits for the app before the browser's own behaviour takes over. */
export const holdLimitMs = 5000;

export interface HeldClicks {
  /** Stops holding and clicks the held control again (React's handler or the native default). */
  replay(): void;
}

function ownPlainClick(event: MouseEvent, control: Element): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return false;
  if (!(control instanceof HTMLAnchorElement)) return true;
  return control.origin === window.location.origin && !control.target && !control.download;
}

export function holdClicks(doc: Document): HeldClicks {
  let held: HTMLElement | null = null;
  const holding = new AbortController();
  doc.addEventListener(
    'click',
    (event) => {
      const control =
        event.target instanceof Element ? event.target.closest(replayedControl) : null;
      if (!(control instanceof HTMLElement) || !ownPlainClick(event, control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = control;
    },
    { capture: true, signal: holding.signal },
  );
  let done = false;
  const replay = () => {
    if (done) return;
    done = true;
    holding.abort();
    if (held?.isConnected) held.click();
  };
  setTimeout(replay, holdLimitMs);
  return { replay };
}
