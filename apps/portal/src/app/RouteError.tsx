import { Component, useEffect, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { distrustKeptAnswers } from './keptAnswers';

/** The error screen for what a route threw (its code that did not load, or its render). */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    distrustKeptAnswers();
  }, [error]);
  return <ErrorScreen error={error} />;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/**
 * What a route throws, shown as the error screen in its place (app/routes.tsx), until the user
 * goes elsewhere (`resetKey`: the path) and the next screen gets its chance.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
