import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps {
  /** What to show instead of the children after they threw; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** Called after a retry (e.g. to stop a test harness from throwing again). */
  onRetry?: () => void;
  children?: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches an error thrown while rendering its children (a page, a part loaded apart), so only they show it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // React reports the error in development; the panel is the user's report.
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
