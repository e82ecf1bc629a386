import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Keeps a failing screen from blanking the console; navigation stays usable. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section>
        <h1>This screen failed</h1>
        <p role="alert" className="alert">
          {this.state.error.message}
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    );
  }
}
