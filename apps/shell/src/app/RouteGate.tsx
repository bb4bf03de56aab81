import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '@wl/router';
import { useStores, type PageValidator, type RouteDefinition } from '@wl/core';
import { NotFoundPage } from './NotFoundPage';

type Validation = 'checking' | 'passed' | 'failed';

/** Runs a page's validation step; a validator that throws counts as failed. */
function useValidation(validate: PageValidator | undefined, path: string, search: string): Validation {
  const [result, setResult] = useState<{ key: string; value: Validation } | null>(null);
  const key = `${path}${search}`;
  useEffect(() => {
    if (!validate) return;
    let current = true;
    Promise.resolve()
      .then(() => validate({ path, search }))
      .then(
        (ok) => current && setResult({ key, value: ok ? 'passed' : 'failed' }),
        () => current && setResult({ key, value: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [validate, path, search, key]);
  if (!validate) return 'passed';
  return result?.key === key ? result.value : 'checking';
}

/**
 * Shows a route's page after its middleware (by name, from the registry) and its validation step: a guest
 * on a member page goes to the template's login entry, a player on a guest-only page goes home, a failed
 * validation shows the 404 page.
 */
export const RouteGate = observer(function RouteGate({
  route,
  validate,
  children,
}: {
  route: RouteDefinition;
  validate?: PageValidator;
  children: ReactNode;
}) {
  const store = useStores();
  const location = useLocation();
  const path = store.locale.routing.parse(location.pathname).path;
  // A server-rendered page whose player may be signed in: a member or guest-only page waits for the
  // session (taken up after hydration) rather than sending a signed-in player to the login.
  const waiting = store.session.pending && (route.middleware?.length ?? 0) > 0;
  const decision = store.middleware.run({ route, path, isAuthenticated: store.session.isAuthenticated });
  const validation = useValidation(decision.kind === 'next' ? validate : undefined, path, location.search);
  const from = `${location.pathname}${location.search}`;

  useEffect(() => {
    // Navigations render in a transition: when the address already moved on (logout sends the player
    // home), this page is on its way out and must not send anyone to the login entry.
    const current = store.navigation.current();
    if (!waiting && decision.kind === 'login' && `${current.pathname}${current.search}` === from)
      store.loginEntry.send(from);
  }, [decision.kind, from, store, waiting]);

  if (waiting) return null;
  switch (decision.kind) {
    case 'login':
      return null;
    case 'redirect':
      return <Navigate to={store.locale.path(decision.to)} replace />;
    case 'notFound':
      return <NotFoundPage reason="validation" />;
  }
  if (validation === 'failed') return <NotFoundPage reason="validation" />;
  if (validation === 'checking') return null;
  return <>{children}</>;
});
