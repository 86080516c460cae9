import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client.ts';
import { currentToken, endExpiredSession, restoreSession, session } from './state/session.ts';
import { loadInitialData } from './state/app-data.ts';
import { workstation } from './state/workstation.ts';
import { App } from './App.tsx';
import { ErrorBoundary } from './workbench/ErrorBoundary.tsx';
import './workbench/base.css';

restoreSession();
configureApi({ token: currentToken, onUnauthorized: endExpiredSession, location: () => workstation.location });
void loadInitialData(session.auth !== null);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary part="app">
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
