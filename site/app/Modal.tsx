import { useEffect, useId, useRef, type ReactNode } from 'react';

const focusableSelector =
  'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Names the dialog for tests and styling. */
  readonly name: string;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert, so focus
 * stays inside; on close, focus goes back to whatever had it before.
 */
export function Modal({ open, title, onClose, children, name }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const firstField = element.querySelector<HTMLElement>(
      'input, select, textarea, button:not(.modal__close)',
    );
    firstField?.focus();
    return () => {
      if (element.open) element.close();
      previous?.focus();
    };
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // showModal() keeps focus off the page but lets Tab leave for the browser's own controls.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(focusableSelector)].filter(
        (candidate) => !candidate.hasAttribute('disabled'),
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={headingId} data-modal={name}>
      {open ? (
        <div className="modal__body">
          <div className="modal__top">
            <h2 id={headingId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
