import { isApiError } from '@zrm/api';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { ServerError } from './ServerError';

interface Props {
  /** A new value (the next page's path) clears a caught error, so leaving the page recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  requestId: string | null;
  resetKey: string;
}

/** A failed call thrown into rendering (an `unwrap()`) carries the request id to quote. */
function requestIdOf(error: unknown): string | null {
  return isApiError(error) ? error.requestId : null;
}

/**
 * Catches what a page throws while rendering and shows the 500 page in its place, under the same
 * header, instead of a blank window.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, requestId: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, requestId: requestIdOf(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, requestId: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The browser console is the error log this client has; the component stack says where.
    console.error('page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ServerError requestId={this.state.requestId} /> : this.props.children;
  }
}
