import { Navigate, useLocation, useParams } from 'react-router';

/**
 * /redirect/{path}: replaces itself with /{path} at once. Passing through here unmounts the page,
 * so the tags view's refresh shows it afresh.
 */
export function RedirectPage() {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}
