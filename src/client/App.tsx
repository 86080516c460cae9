import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useSnapshot } from 'valtio';
import { messages } from '../shared/domain/messages.ts';
import { UNPROCESSED_ROUTE } from '../shared/routes.ts';
import { appData } from './state/app-data.ts';
import { session } from './state/session.ts';
import { LoginPage } from './auth/LoginPage.tsx';
import { LogoutPage } from './auth/LogoutPage.tsx';
import { ResetPage } from './auth/ResetPage.tsx';
import { NewPasswordPage } from './auth/NewPasswordPage.tsx';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { StartupScreen } from './workbench/StartupScreen.tsx';
import { RestartOverlay } from './workbench/RestartOverlay.tsx';
import { Workbench } from './workbench/Workbench.tsx';
import { AppTitle } from './workbench/AppTitle.tsx';
import { PlanScreen } from './plan/PlanScreen.tsx';
import { HandoffQuestionDialog } from './panels/handoff/HandoffQuestionDialog.tsx';
import { WithdrawHandoffDialog } from './panels/handoff/WithdrawHandoffDialog.tsx';
import { EfCardDialog } from './print/EfCardModal.tsx';
import { ConfigErrorDialog } from './print/ConfigErrorDialog.tsx';
import { Toasts } from './toasts/Toasts.tsx';
import { AdminShell } from './lazy-screens.ts';

// Its own small chunk: the popup window needs nothing of the workbench.
const PrintPopupPage = lazy(() => import('./print-popup/PrintPopupPage.tsx'));

export function App() {
  const { status } = useSnapshot(appData);
  const { auth } = useSnapshot(session);
  return (
    <>
      <AppTitle />
      <Toasts />
      <RestartOverlay />
      {status !== 'initialized' ? (
        <StartupScreen />
      ) : (
        <Switch>
          <Route path="/">
            <Redirect to={UNPROCESSED_ROUTE} replace />
          </Route>
          <Route path="/auth/login">{auth ? <Redirect to={UNPROCESSED_ROUTE} replace /> : <LoginPage />}</Route>
          <Route path="/auth/logout" component={LogoutPage} />
          <Route path="/auth/reset" component={ResetPage} />
          <Route path="/auth/reset/:token">{(params) => <NewPasswordPage token={params.token} />}</Route>
          <Route path="/admin/*?">
            <RequireAuth admin>
              <Suspense fallback={<p className="muted">{messages.loading}</p>}>
                <AdminShell />
              </Suspense>
            </RequireAuth>
          </Route>
          <Route path="/order/*?">
            <RequireAuth>
              <Workbench />
            </RequireAuth>
          </Route>
          <Route path="/plan/:day?">
            {(params) => (
              <RequireAuth>
                <PlanScreen day={params.day ?? undefined} />
              </RequireAuth>
            )}
          </Route>
          <Route path="/print/:id/:jobType/:printerId/:shipmentId?">
            {(params) => (
              <RequireAuth>
                <Suspense>
                  <PrintPopupPage {...params} shipmentId={params.shipmentId ?? undefined} />
                </Suspense>
              </RequireAuth>
            )}
          </Route>
          <Route path="/shipment/:transporter">
            {(params) => (
              <RequireAuth>
                <Workbench shipmentCarrier={params.transporter} />
              </RequireAuth>
            )}
          </Route>
          <Route>
            <Redirect to={UNPROCESSED_ROUTE} replace />
          </Route>
        </Switch>
      )}
      {status === 'initialized' && auth && (
        <>
          <EfCardDialog />
          <ConfigErrorDialog />
          <HandoffQuestionDialog />
          <WithdrawHandoffDialog />
        </>
      )}
    </>
  );
}
