// /login reached inside the console (after logout, from /auth, a link): the signed-out page is a
// page load of its own (../../signin/start), so the console hands over with a document navigation,
// which also drops all it held in memory for the member who just left.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export function LoginHandoff() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.location.replace(pathname + search);
  }, [pathname, search]);
  return null;
}
