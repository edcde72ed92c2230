import { useRouteError } from 'react-router';

// Placeholder error element.
export function RouteError() {
  const error = useRouteError();
  console.warn(error);
  return <h1>Unexpected Application Error!</h1>;
}
