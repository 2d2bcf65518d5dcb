// Catches a failure while rendering a page and shows the error screen; Try Again clears the error state.
import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { retryFailedSections } from './lazySection';

type ErrorBoundaryProps = { children: ReactNode; resetKey?: string };
type ErrorBoundaryState = { failed: boolean; resetKey?: string };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  // Navigating elsewhere leaves the error behind.
  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown) {
    console.error('Page failed to render', error);
  }

  render() {
    if (this.state.failed) {
      return (
        <ErrorScreen
          onRetry={() => {
            retryFailedSections();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return this.props.children;
  }
}
