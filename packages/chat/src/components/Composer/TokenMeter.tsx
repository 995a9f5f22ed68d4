import { useT } from '@atelier/core';
import { memo, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { TokenMeterModel } from '../../hooks/useTokenMeter.types';
import { chatNamespace } from '../../i18n/chatNamespace';
import { ComposerMeter, ComposerMeterButton } from './Composer.styles';

// The browser's own number format, as toLocaleString() has, made once: each of those builds one.
const numbers = new Intl.NumberFormat();

/**
 * The line under the composer: tokens left after the role prompt, context, reply count and draft.
 * An estimate shows "≈"; while an exact count can be had, the line is a button, and reaching it
 * (pointer, focus or press) starts the exact count in the token worker. Memoised: it reads the
 * deferred draft, so the keystroke's own render of the composer skips it.
 */
export const TokenMeter = memo(function TokenMeter({ meter, draft }: { meter: TokenMeterModel; draft: string }) {
  const t = useT(chatNamespace);
  // Re-renders when a count arrives; the figures are read from the meter below.
  useSyncExternalStore(meter.subscribe, meter.version, meter.version);
  useEffect(() => meter.follow(draft), [meter, draft]);
  const reading = meter.measure(draft);
  const asButton = reading.approximate && meter.canCountExactly();

  // The button gives way to plain text when the exact count arrives; focus stays on the meter.
  const lineRef = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (asButton || !focused.current) return;
    focused.current = false;
    const active = lineRef.current?.ownerDocument.activeElement;
    if (!active || active === lineRef.current?.ownerDocument.body) lineRef.current?.focus();
  }, [asButton]);

  const over = reading.remaining < 0;
  const figures = { remaining: numbers.format(reading.remaining), total: numbers.format(reading.contextLength) };
  const text = reading.approximate
    ? over
      ? t('composer.overBudgetApprox')
      : t('composer.remainingApprox', figures)
    : over
      ? t('composer.overBudget')
      : t('composer.remaining', figures);

  return (
    <ComposerMeter ref={lineRef} tabIndex={-1} data-part="token-meter" data-state={reading.approximate ? 'approximate' : 'exact'} $over={over}>
      {asButton ? (
        <ComposerMeterButton
          type="button"
          title={t('composer.countExactly')}
          onPointerEnter={meter.open}
          onFocus={() => ((focused.current = true), meter.open())}
          onBlur={(e) => e.currentTarget.isConnected && (focused.current = false)}
          onClick={meter.open}
        >
          {text}
        </ComposerMeterButton>
      ) : (
        text
      )}
    </ComposerMeter>
  );
});
