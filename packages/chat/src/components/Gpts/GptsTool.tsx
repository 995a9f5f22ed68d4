import { useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { lazyDialog } from '../common/LazyDialog';
import { SmallButton } from '../Markdown/Markdown.styles';
import type { GptsViewProps } from '../../hooks/useGpts.types';

/** Its own chunk: fetched when the button is first reached or pressed. */
const GptsView = lazyDialog(() => import('./GptsView').then((m) => m.GptsView));

/** The toolbar button and the GPTs dialog. */
export function GptsTool(props: GptsViewProps) {
  const t = useT(chatNamespace);
  return (
    <>
      <SmallButton type="button" aria-haspopup="dialog" data-part="gpts-button" onPointerEnter={GptsView.preload} onFocus={GptsView.preload} onClick={() => props.onOpenChange(true)}>
        {t('gpts.open')}
      </SmallButton>
      <GptsView {...props} />
    </>
  );
}
