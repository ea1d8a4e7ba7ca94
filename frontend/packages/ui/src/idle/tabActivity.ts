/**
 * Whether this browser tab is idle (spec 1 §4, §9): 30 seconds without input, or hidden. Input is
 * the mouse, the keyboard, touch and the wheel; seeing it again makes the tab active at once.
 * Activity is taken at most every 500 ms, so a moving mouse does not re-arm the timer on every
 * pixel. One tracker per tab, listening only while some component asks.
 */
export const IDLE_AFTER_MS = 30_000;
export const ACTIVITY_THROTTLE_MS = 500;

const INPUT_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel'] as const;

type Listener = () => void;

export class TabActivity {
  private idle = false;
  private lastInput = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();

  /** For useSyncExternalStore: starts watching with the first listener, stops after the last. */
  readonly subscribe = (listener: Listener): (() => void) => {
    if (this.listeners.size === 0) this.start();
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  readonly isIdle = (): boolean => this.idle;

  private readonly onInput = (): void => {
    // The monotonic clock: a changed or frozen wall clock must not stop input from counting.
    const now = performance.now();
    if (!this.idle && now - this.lastInput < ACTIVITY_THROTTLE_MS) return;
    this.lastInput = now;
    this.set(false);
    this.arm();
  };

  private readonly onVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') {
      clearTimeout(this.timer);
      this.set(true);
    } else {
      this.onInput();
    }
  };

  private start(): void {
    for (const type of INPUT_EVENTS) window.addEventListener(type, this.onInput, { capture: true, passive: true });
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    this.lastInput = performance.now();
    this.idle = document.visibilityState === 'hidden';
    if (!this.idle) this.arm();
  }

  private stop(): void {
    for (const type of INPUT_EVENTS) window.removeEventListener(type, this.onInput, { capture: true });
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    clearTimeout(this.timer);
    this.idle = false;
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.set(true), IDLE_AFTER_MS);
  }

  private set(idle: boolean): void {
    if (this.idle === idle) return;
    this.idle = idle;
    for (const listener of this.listeners) listener();
  }
}

/** This tab's tracker. */
export const tabActivity = new TabActivity();
