import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the workbench issue lands: the API under /gateway/api is the product so far.
function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', margin: '4rem auto', maxWidth: '40rem' }}>
      <h1>Werkplaats</h1>
      <p>De server draait. De werkbank volgt; de API staat onder <code>/gateway/api</code>.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
