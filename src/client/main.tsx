import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession } from './start-session.ts';
import { App } from './App.tsx';
import { prefetchLikelyScreens } from './lazy-screens.ts';
import { ErrorBoundary } from './workbench/ErrorBoundary.tsx';
import './workbench/base.css';

startSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary part="app">
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
prefetchLikelyScreens();
