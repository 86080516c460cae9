import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '../../shared/domain/messages.ts';
import './error-boundary.css';

interface ErrorBoundaryProps {
  /** Names the part of the screen in the log, e.g. 'detail'. */
  part: string;
  /** When it changes (another order, another address) a caught error is forgotten and the part renders again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Keeps a render error inside one part of the screen: that part shows a Dutch message and 'Opnieuw proberen',
 * the rest of the workbench keeps working. React offers this only as a class component.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`Fout in onderdeel ${this.props.part}`, error, info.componentStack);
  }

  private retry = () => this.setState({ failed: false });

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="error-boundary" role="alert">
        <p>{messages.partCrashed}</p>
        <button type="button" onClick={this.retry}>
          {messages.tryAgain}
        </button>
      </div>
    );
  }
}
