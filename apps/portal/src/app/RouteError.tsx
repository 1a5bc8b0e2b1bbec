import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

/** The router's error element: the error screen for what the route threw. */
export function RouteError() {
  return <ErrorScreen error={useRouteError()} />;
}
