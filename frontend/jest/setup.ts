import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';

/*
 * `findBy…` and `waitFor` give up after 1 s by default. CI runs these tests beside the Rust build
 * on two cores, where a sign-in that navigates to a lazily loaded page can take longer (a CI run
 * beside clippy and the test build failed on 5 s); they still return as soon as what they wait
 * for appears.
 */
configure({ asyncUtilTimeout: 15_000 });

/*
 * jsdom lacks a few browser APIs that antd 6 touches while rendering (responsive observers use
 * matchMedia, rc-component uses ResizeObserver and MessageChannel). These are display-only shims;
 * nothing under test depends on their values.
 */
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverShim {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
  }
  if (!('MessageChannel' in window)) {
    /*
     * rc-component posts a message to itself to run work as a macrotask (select opening, form
     * watchers). A timer is the same kind of task and, unlike node:worker_threads ports, never
     * keeps jest from exiting.
     */
    class PortShim {
      onmessage: ((event: MessageEvent) => void) | null = null;
      peer: PortShim | null = null;
      postMessage(data: unknown): void {
        const target = this.peer;
        setTimeout(() => target?.onmessage?.({ data } as MessageEvent), 0);
      }
      close(): void {
        this.onmessage = null;
      }
    }
    class MessageChannelShim {
      port1 = new PortShim();
      port2 = new PortShim();
      constructor() {
        this.port1.peer = this.port2;
        this.port2.peer = this.port1;
      }
    }
    Object.defineProperty(window, 'MessageChannel', { writable: true, value: MessageChannelShim });
  }
  // jsdom has no layout; route changes scroll to the top.
  window.scrollTo = () => undefined;
  /*
   * jsdom computes styles by matching every stylesheet rule against the element, and antd injects
   * thousands of rules: Testing Library's role queries (which ask getComputedStyle whether each
   * element is hidden) then dominate test time. Tests only need inline styles (rc-motion hides with
   * inline display:none), so computed style here is the inline style alone.
   */
  window.getComputedStyle = (element: Element) => {
    const declaration = document.createElement('div').style;
    declaration.cssText = element instanceof HTMLElement || element instanceof SVGElement ? element.style.cssText : '';
    return declaration;
  };
}

afterEach(() => {
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
