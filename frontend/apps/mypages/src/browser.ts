/**
 * Leaving the app for another address (the Norwegian ID provider, the gateway's callback or fail
 * page): one place, so tests can watch where the browser was sent.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
