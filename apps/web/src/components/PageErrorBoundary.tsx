import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorText } from '../api/http';
import { recordRenderError } from '../layout/errorLog/captureErrors';
import { StatusScreen } from './StatusScreen';

interface PageErrorBoundaryProps {
  /** A new value (the next page) clears the failure. */
  resetKey: string;
  title: string;
  reloadLabel: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  error: unknown;
  failedKey: string | null;
}

/** A page that fails to render shows why and is logged; the shell around it keeps working. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    if (state.error === null) return { failedKey: props.resetKey };
    return state.failedKey === props.resetKey ? null : { error: null, failedKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordRenderError(error, `React error boundary${info.componentStack ?? ''}`.slice(0, 2_000));
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <StatusScreen
        title={this.props.title}
        detail={errorText(this.state.error)}
        actionLabel={this.props.reloadLabel}
        onAction={() => window.location.reload()}
      />
    );
  }
}
