import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@wl/ui';
import { Navigate, Route, Routes } from '@wl/router';
import { AuditPage } from './screens/audit-page';
import { PasswordPage } from './screens/account/password-page';
import { Frame } from './screens/frame';
import { DepositsPage } from './screens/money/deposits-page';
import { FlaggedPaymentsPage } from './screens/money/flagged-payments-page';
import { OpenRoundsPage } from './screens/money/open-rounds-page';
import { PaymentsPage } from './screens/money/payments-page';
import { WithdrawalsPage } from './screens/money/withdrawals-page';
import { MONEY_READ_ROLES } from './stores/money/money-roles';
import { PlayerPage } from './screens/players/player-page';
import { PlayersPage } from './screens/players/players-page';
import { SignInPage } from './screens/sign-in-page';
import { SitePage } from './screens/sites/site-page';
import { SitesPage } from './screens/sites/sites-page';
import { StaffPage } from './screens/staff-page';
import { REPORT_ROLES } from './stores/reports/reports-store';
import { useBackoffice } from './stores/store-context';

/** The reports and their chart library load when first opened: most staff work never needs them. */
const ReportsPage = lazy(() =>
  import('./screens/reports/reports-page').then((module) => ({ default: module.ReportsPage })),
);

/** The back office: who is signed in decides between the sign-in page and the screens their role may open. */
export const App = observer(function App() {
  const { t } = useTranslation();
  const { session } = useBackoffice();

  useEffect(() => {
    void session.start();
  }, [session]);

  useEffect(() => {
    document.title = t('app.title');
  }, [t]);

  if (session.state === 'starting') {
    return (
      <main className="bo-starting" id="main" aria-busy="true">
        <Spinner label={t('app.loading')} />
      </main>
    );
  }
  if (session.state === 'signedOut') return <SignInPage />;
  // Nothing else opens until a password someone else set is replaced (the platform refuses it too).
  if (session.mustChangePassword) {
    return (
      <Frame>
        <PasswordPage />
      </Frame>
    );
  }

  const owner = session.isOwner;
  const readsReports = session.profile !== undefined && REPORT_ROLES.includes(session.profile.role);
  const readsMoney = session.profile !== undefined && MONEY_READ_ROLES.includes(session.profile.role);
  return (
    <Frame>
      <Routes>
        <Route path="/" element={<Navigate to="/sites" replace />} />
        <Route path="/sites" element={<SitesPage />} />
        <Route path="/sites/:key/*" element={<SitePage />} />
        <Route path="/players" element={<PlayersPage />} />
        <Route path="/players/view" element={<PlayerPage />} />
        <Route path="/staff" element={owner ? <StaffPage /> : <Navigate to="/sites" replace />} />
        <Route path="/audit" element={owner ? <AuditPage /> : <Navigate to="/sites" replace />} />
        <Route
          path="/reports"
          element={
            readsReports ? (
              <Suspense fallback={<Spinner label={t('app.loading')} />}>
                <ReportsPage />
              </Suspense>
            ) : (
              <Navigate to="/sites" replace />
            )
          }
        />
        <Route
          path="/withdrawals"
          element={readsMoney ? <WithdrawalsPage /> : <Navigate to="/sites" replace />}
        />
        <Route path="/deposits" element={readsMoney ? <DepositsPage /> : <Navigate to="/sites" replace />} />
        <Route
          path="/flagged-payments"
          element={readsMoney ? <FlaggedPaymentsPage /> : <Navigate to="/sites" replace />}
        />
        <Route
          path="/open-rounds"
          element={readsMoney ? <OpenRoundsPage /> : <Navigate to="/sites" replace />}
        />
        <Route path="/payments" element={<PaymentsPage />} />
        <Route path="/account/password" element={<PasswordPage />} />
        <Route path="*" element={<p>{t('app.notFound')}</p>} />
      </Routes>
    </Frame>
  );
});
