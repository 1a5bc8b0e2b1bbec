import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';
import { distrustKeptAnswers } from './keptAnswers';

/** The router's error element: the error screen for what the route threw. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    distrustKeptAnswers();
  }, [error]);
  return <ErrorScreen error={error} />;
}
