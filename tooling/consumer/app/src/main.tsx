import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { hostI18n, initHostI18n } from './hostI18n';

// The test reads the host's i18next through this handle to see that no widget changed it.
declare global {
  interface Window {
    hostI18n?: typeof hostI18n;
  }
}

void initHostI18n().then(() => {
  window.hostI18n = hostI18n;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
