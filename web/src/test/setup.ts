import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// findBy and waitFor give up after 1 s by default, which a lazily loaded screen can outlast on a busy
// two-core machine; waiting longer changes no assertion, it only stops a slow run from failing.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> without its behaviour, and none of the layout APIs cmdk calls.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
