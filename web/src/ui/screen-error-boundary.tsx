import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedScreenLoads } from './area/lazy-screen';
import { ScreenLoadError } from './area/screen-load-error';

type Props = { children: ReactNode };
type State = { error: Error | null };

/**
 * Keeps a failing screen from blanking the console; navigation stays usable. A screen whose code
 * could not be fetched (offline) offers Retry, and tries again by itself when the network is back.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retryLoad);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryLoad);
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private retry = () => {
    retryFailedScreenLoads();
    this.setState({ error: null });
  };

  private retryLoad = () => {
    if (this.state.error instanceof ScreenLoadError) this.retry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ScreenLoadError) {
      return (
        <section>
          <h1>This screen could not be loaded</h1>
          <p role="alert" className="alert">
            {navigator.onLine
              ? 'The console could not fetch this screen from the server. Try again in a moment.'
              : 'You are offline: the console could not fetch this screen. It loads once the network is back.'}
          </p>
          <button type="button" className="primary" onClick={this.retry}>
            Retry
          </button>
        </section>
      );
    }
    return (
      <section>
        <h1>This screen failed</h1>
        <p role="alert" className="alert">
          {error.message}
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    );
  }
}
