import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { HostTitle, hostTheme } from './hostTheme';
import { Widgets } from './Widgets';

const params = new URLSearchParams(window.location.search);

/**
 * The host page: its own title, CSS, i18next and theme. The widgets mount only on request, so a
 * test can record the page before and after.
 */
export function App() {
  const { t } = useTranslation();
  const [show, setShow] = useState(params.has('show'));
  return (
    <ThemeProvider theme={hostTheme}>
      <header>
        <HostTitle className="host-title">{t('title')}</HostTitle>
        <p className="host-intro">{t('intro')}</p>
      </header>
      <main>
        {!show && (
          <button type="button" className="host-show" onClick={() => setShow(true)}>
            {t('show')}
          </button>
        )}
        {show && (
          <Widgets api={params.get('api') ?? window.location.origin} bookId={params.get('book')} />
        )}
      </main>
      <footer className="host-footer">
        <label className="host-label">
          {t('field')} <input className="host-input" />
        </label>
        <button type="button" className="host-button">
          {t('button')}
        </button>
      </footer>
    </ThemeProvider>
  );
}
