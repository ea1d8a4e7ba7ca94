import { act, fireEvent, renderHook } from '@testing-library/react';

import { ACTIVITY_THROTTLE_MS, IDLE_AFTER_MS, TabActivity } from './tabActivity';
import { usePollingWhileActive, useTabIdle } from './useTabIdle';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('idle tab', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  it('is idle after 30 s without input, and active again with the next', () => {
    const activity = new TabActivity();
    const changes = jest.fn();
    const stop = activity.subscribe(changes);
    jest.advanceTimersByTime(IDLE_AFTER_MS - 1);
    expect(activity.isIdle()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(activity.isIdle()).toBe(true);
    fireEvent.keyDown(window, { key: 'a' });
    expect(activity.isIdle()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
  });

  it('counts mouse, touch and wheel as input; each restarts the 30 s', () => {
    const activity = new TabActivity();
    const stop = activity.subscribe(() => undefined);
    for (const event of [fireEvent.mouseMove, fireEvent.touchStart, fireEvent.wheel, fireEvent.mouseDown]) {
      jest.advanceTimersByTime(IDLE_AFTER_MS - 1_000);
      event(window);
      expect(activity.isIdle()).toBe(false);
    }
    jest.advanceTimersByTime(IDLE_AFTER_MS);
    expect(activity.isIdle()).toBe(true);
    stop();
  });

  it('takes activity at most every 500 ms, so a moving mouse does not re-arm it on every pixel', () => {
    const activity = new TabActivity();
    const stop = activity.subscribe(() => undefined);
    jest.advanceTimersByTime(10_000);
    fireEvent.mouseMove(window);
    jest.advanceTimersByTime(ACTIVITY_THROTTLE_MS - 100);
    fireEvent.mouseMove(window); // within the throttle: not counted
    jest.advanceTimersByTime(IDLE_AFTER_MS - (ACTIVITY_THROTTLE_MS - 100));
    expect(activity.isIdle()).toBe(true);
    stop();
  });

  it('is idle at once while hidden, active when shown again', () => {
    const activity = new TabActivity();
    const stop = activity.subscribe(() => undefined);
    setVisibility('hidden');
    expect(activity.isIdle()).toBe(true);
    setVisibility('visible');
    expect(activity.isIdle()).toBe(false);
    stop();
  });

  it('stops listening after the last subscriber', () => {
    const activity = new TabActivity();
    activity.subscribe(() => undefined)();
    jest.advanceTimersByTime(IDLE_AFTER_MS * 2);
    expect(activity.isIdle()).toBe(false);
  });

  it('pauses a polling interval while idle and resumes it with input', () => {
    const { result, unmount } = renderHook(() => ({ idle: useTabIdle(), interval: usePollingWhileActive(30_000) }));
    expect(result.current).toEqual({ idle: false, interval: 30_000 });
    act(() => {
      jest.advanceTimersByTime(IDLE_AFTER_MS);
    });
    expect(result.current).toEqual({ idle: true, interval: 0 });
    act(() => {
      fireEvent.mouseMove(window);
    });
    expect(result.current).toEqual({ idle: false, interval: 30_000 });
    unmount();
  });
});
