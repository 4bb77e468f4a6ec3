// The guards of the logged-in route set and of /ops, loaded with those screens: a visitor is sent to /login and
// brought back; a customer on /ops sees that it is for the garage only, and a member of staff on a screen their role
// does not use is told so, while the bookings board (/ops) sends a technician or a rider on to their own screen
// (components/ops-links.ts). Everything under them shares the one query client, which comes with them.
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Link, Navigate, useAppLocation } from '../components/links.tsx';
import type { LoginState } from '../components/login-return.ts';
import { opsHomeFor, opsMayOpen } from '../components/ops-links.ts';
import { Spinner } from '../components/spinner.tsx';
import { queryClient } from '../features/auth/query-client.ts';
import { useSession } from '../features/auth/session.ts';
import { t } from '../i18n/t.ts';

function Guard({ who }: { who: 'customer' | 'operator' }) {
  const session = useSession();
  const location = useAppLocation();
  if (!session) return <Spinner />;
  if (!session.isLoggedIn) {
    const from = location.pathname + location.search;
    return <Navigate to="/login" replace state={{ from } satisfies LoginState} />;
  }
  if (who === 'operator' && session.role !== 'operator') {
    return (
      <div className="page">
        <h1>{t('ops.forbiddenTitle')}</h1>
        <p>{t('ops.forbidden')}</p>
      </div>
    );
  }
  if (who === 'operator' && !opsMayOpen(session.staffRole, location.pathname)) {
    const home = opsHomeFor(session.staffRole);
    if (location.pathname.replace(/\/+$/, '') === '/ops') return <Navigate to={home} replace />;
    return (
      <div className="page">
        <h1>{t('ops.forbiddenTitle')}</h1>
        <p>{t('ops.roleForbidden')}</p>
        <p>
          <Link to={home}>{t('ops.roleHome')}</Link>
        </p>
      </div>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
}

export function RequireLogin() {
  return <Guard who="customer" />;
}

export function RequireOperator() {
  return <Guard who="operator" />;
}
