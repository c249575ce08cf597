/**
 * jsdom has <dialog> but not its modal API. This is the part of it the app relies on, done as the browser does
 * it: showModal() opens and moves focus to the first focusable element inside, Escape asks (a cancelable
 * `cancel`) and then closes, close() closes, gives focus back to what had it and fires `close`. What jsdom cannot
 * do (the page behind made inert, Tab kept inside, the backdrop) is checked in a real browser (tests/e2e).
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

export function polyfillDialog(): void {
  if (typeof HTMLDialogElement === 'undefined' || 'showModal' in HTMLDialogElement.prototype) return;
  const opener = new WeakMap<HTMLDialogElement, Element | null>();
  const modal: HTMLDialogElement[] = [];

  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
      opener.set(this, document.activeElement);
      this.setAttribute('open', '');
      modal.push(this);
      const target =
        this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE);
      target?.focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      modal.splice(modal.indexOf(this), 1);
      const previous = opener.get(this);
      opener.delete(this);
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      this.dispatchEvent(new Event('close'));
    },
  });

  document.addEventListener('keydown', (event) => {
    const top = modal.at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
