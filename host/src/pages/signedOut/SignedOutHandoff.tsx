// /login or /auth reached inside the console (after logout, a 20103, a link): the signed-out pages
// are a page load of their own (../../signin/start), so the console hands over with a document
// navigation, which also drops all it held in memory for the member who just left.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export function SignedOutHandoff() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.location.replace(pathname + search);
  }, [pathname, search]);
  return null;
}
