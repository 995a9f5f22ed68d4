import { useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { SmallButton } from '../Markdown/Markdown.styles';
import { type GptsViewProps, GptsView } from './GptsView';

/** The toolbar button and the GPTs dialog. */
export function GptsTool(props: GptsViewProps) {
  const t = useT(chatNamespace);
  return (
    <>
      <SmallButton type="button" aria-haspopup="dialog" data-part="gpts-button" onClick={() => props.onOpenChange(true)}>
        {t('gpts.open')}
      </SmallButton>
      <GptsView {...props} />
    </>
  );
}
