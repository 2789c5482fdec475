import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { Logger } from '../log/logger';

interface Props {
  /** Plugin and contribution, for the report and for resetting when the contribution changes. */
  owner: string;
  log: Logger;
  fallback?: ReactNode;
  loading?: ReactNode;
  children: ReactNode;
}

/**
 * Error boundary plus Suspense around every plugin contribution: a plugin that throws in render is
 * reported once and its slot renders `fallback`; the shell and the other plugins keep working.
 */
export class Contained extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.log.once(`render:${this.props.owner}`, 'PLUGIN_RENDER_ERROR', {
      owner: this.props.owner,
      error: error.message,
      stack: info.componentStack?.split('\n').slice(0, 4).join('\n'),
    });
  }

  override componentDidUpdate(previous: Props) {
    if (previous.owner !== this.props.owner && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? null;
    return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}
