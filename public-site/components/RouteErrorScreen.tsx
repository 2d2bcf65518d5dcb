// What a route shows when its loader or render fails: the 404 page for unknown paths, otherwise the error screen.
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { ErrorScreen } from './ErrorScreen';
import { retryFailedSections } from './lazySection';
import { PageMeta } from './PageMeta';

export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <>
      <PageMeta title="Something went wrong" />
      <ErrorScreen
        onRetry={() => {
          retryFailedSections();
          // Navigating to the same address gives a new location, which clears react-router's error state and
          // runs the page's loaders again.
          navigate(`${pathname}${search}${hash}`, { replace: true });
        }}
      />
    </>
  );
}
