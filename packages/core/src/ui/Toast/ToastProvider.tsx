import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { coreNamespace } from '../../i18n/coreNamespace';
import { useT } from '../../i18n/useT';
import { useThemeState } from '../../provider/contexts';
import { Button } from '../Button/Button';
import { ToastItem, ToastRegion } from './Toast.styles';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** ms before it disappears; `0` keeps it until dismissed. @default 3000 (errors: 6000) */
  duration?: number;
}

export interface ToastApi {
  success(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  info(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

interface ToastEntry {
  id: number;
  tone: ToastTone;
  message: string;
}

const ToastContext = createContext<ToastApi | null>(null);

export const DEFAULT_TOAST_MS = 3000;

/** Messages for the whole provider, announced politely (errors assertively). */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const t = useT(coreNamespace);
  const { portalContainer } = useThemeState();
  const [items, setItems] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((list) => list.filter((i) => i.id !== id));
  }, []);

  const show = useCallback(
    (tone: ToastTone, message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      setItems((list) => [...list.slice(-4), { id, tone, message }]);
      const duration = options.duration ?? (tone === 'error' ? DEFAULT_TOAST_MS * 2 : DEFAULT_TOAST_MS);
      if (duration > 0) timers.current.set(id, setTimeout(() => dismiss(id), duration));
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (m, o) => show('success', m, o),
      error: (m, o) => show('error', m, o),
      info: (m, o) => show('info', m, o),
      dismiss,
    }),
    [show, dismiss],
  );

  const region = (
    <ToastRegion data-part="toast-region" aria-label={t('ui.notifications')} role="region">
      <div aria-live="polite" data-part="toast-polite">
        {items.filter((i) => i.tone !== 'error').map((item) => <Entry key={item.id} item={item} onDismiss={dismiss} />)}
      </div>
      <div aria-live="assertive" data-part="toast-assertive">
        {items.filter((i) => i.tone === 'error').map((item) => <Entry key={item.id} item={item} onDismiss={dismiss} />)}
      </div>
    </ToastRegion>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {portalContainer ? createPortal(region, portalContainer) : null}
    </ToastContext.Provider>
  );
}

function Entry({ item, onDismiss }: { item: ToastEntry; onDismiss: (id: number) => void }) {
  const t = useT(coreNamespace);
  return (
    <ToastItem $tone={item.tone} data-part="toast" data-tone={item.tone}>
      <p>{item.message}</p>
      <Button variant="ghost" size="sm" aria-label={t('ui.dismiss')} icon={<span aria-hidden="true">✕</span>} onClick={() => onDismiss(item.id)} />
    </ToastItem>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <AppProvider>');
  return api;
}
