// Guards /ops: visitors go to /login (and come back); customers see that the page is for the garage only.
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { sessionQuery } from '../features/auth/api.ts';
import { t } from '../i18n/t.ts';
import type { LoginState } from './require-login.tsx';

export function RequireOperator() {
  const { data, isPending } = useQuery(sessionQuery);
  const location = useLocation();
  if (isPending) return <Spinner />;
  if (!data?.isLoggedIn) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search } satisfies LoginState} />;
  }
  if (data.role !== 'operator') {
    return (
      <div className="page">
        <h1>{t('ops.forbiddenTitle')}</h1>
        <p>{t('ops.forbidden')}</p>
      </div>
    );
  }
  return <Outlet />;
}
