import { type AppConfig, AppProvider, LoginModal } from '@atelier/core';
import { ChatPanel } from '@atelier/chat';
import { DrawStudio } from '@atelier/draw';
import { BookUploader } from '@atelier/library';
import { BookReader } from '@atelier/readers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HostNote } from './hostTheme';

export interface WidgetsProps {
  /** Origin of the Atelier server, e.g. `http://127.0.0.1:8787`. */
  api: string;
  /** A library book to open in BookReader. */
  bookId?: string | null;
}

/** Every service addressed absolutely, as a site that talks to an API server would. */
function primaryConfig(api: string): AppConfig {
  return {
    libraryApi: { baseUrl: api },
    openai: { baseUrl: `${api}/openapi` },
    draw: { baseUrl: `${api}/mjapi` },
    upload: { url: `${api}/openapi/v1/upload` },
    storage: { prefix: 'primary.' },
  };
}

/** A second provider with its own storage and environment: its state must not mix with the first. */
function secondaryConfig(api: string): AppConfig {
  return { libraryApi: { baseUrl: api, env: 'second' }, storage: { prefix: 'secondary.' } };
}

/** The widgets as a consumer mounts them; rendered in the browser and by `renderToString`. */
export function Widgets({ api, bookId }: WidgetsProps) {
  const { t } = useTranslation();
  const [loginOpen, setLoginOpen] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  return (
    <>
      <AppProvider
        config={primaryConfig(api)}
        locale="en-US"
        colorScheme="light"
        className="host-provider-primary"
        style={{ outline: '3px solid rgb(0, 128, 0)' }}
      >
        {/* First when asked for, so the PDF's on-screen pages mount without scrolling. */}
        {bookId && <BookReader bookId={bookId} className="host-reader" style={{ maxWidth: 960 }} />}
        <HostNote className="host-themed">{t('themed')}</HostNote>
        <button type="button" className="host-sign-in" onClick={() => setLoginOpen(true)}>
          {t('signIn')}
        </button>
        {signedIn && <p role="status">{t('signedIn')}</p>}
        <LoginModal
          open={loginOpen}
          onOpenChange={({ open }) => setLoginOpen(open)}
          onSuccess={() => setSignedIn(true)}
          className="host-login"
        />
        <ChatPanel className="host-chat" style={{ height: 520 }} />
        <DrawStudio className="host-draw" style={{ minHeight: 400 }} pollIntervalMs={300} />
        <BookUploader className="host-uploader" style={{ maxWidth: 640 }} />
      </AppProvider>
      <AppProvider
        config={secondaryConfig(api)}
        locale="zh-CN"
        colorScheme="dark"
        className="host-provider-secondary"
      >
        <BookUploader className="host-uploader-secondary" headingLevel={3} />
      </AppProvider>
    </>
  );
}
