import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@wl/ui';
import { Navigate, Route, Routes } from '@wl/router';
import { AuditPage } from './screens/audit-page';
import { Frame } from './screens/frame';
import { SignInPage } from './screens/sign-in-page';
import { SitesPage } from './screens/sites-page';
import { StaffPage } from './screens/staff-page';
import { useBackoffice } from './stores/store-context';

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

  const owner = session.isOwner;
  return (
    <Frame>
      <Routes>
        <Route path="/" element={<Navigate to="/sites" replace />} />
        <Route path="/sites" element={<SitesPage />} />
        <Route path="/staff" element={owner ? <StaffPage /> : <Navigate to="/sites" replace />} />
        <Route path="/audit" element={owner ? <AuditPage /> : <Navigate to="/sites" replace />} />
        <Route path="*" element={<p>{t('app.notFound')}</p>} />
      </Routes>
    </Frame>
  );
});
