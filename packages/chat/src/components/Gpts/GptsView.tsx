import { initialsOf, Modal, useT } from '@atelier/core';
import { useId } from 'react';
import { gptModel } from '../../gpts/gptModel';
import type { Gpt } from '../../gpts/types';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Button, TextInput } from '../common/common.styles';
import { GptBadge, GptButton, GptItem, GptLogo, GptsFailure, GptsList, GptsPane, GptsSection, GptText } from './Gpts.styles';
import type { GptsViewProps } from '../../hooks/useGpts.types';

function GptList({ gpts, currentModel, label, onPick }: { gpts: readonly Gpt[]; currentModel: string; label: string; onPick: (gpt: Gpt) => void }) {
  const t = useT(chatNamespace);
  const id = useId();
  return (
    <GptsList aria-label={label}>
      {gpts.map((gpt) => {
        const inUse = gptModel(gpt.id) === currentModel;
        return (
          <GptItem key={gpt.id} $current={inUse}>
            <GptButton type="button" aria-current={inUse ? 'true' : undefined} aria-describedby={`${id}-${gpt.id}`} title={t('gpts.choose', { name: gpt.name })} onClick={() => onPick(gpt)}>
              <GptLogo aria-hidden="true">{gpt.logo ? <img src={gpt.logo} alt="" loading="lazy" /> : initialsOf(gpt.name)}</GptLogo>
              <strong>{gpt.name}</strong>
              {inUse && <GptBadge>{t('gpts.current')}</GptBadge>}
            </GptButton>
            <GptText id={`${id}-${gpt.id}`}>
              {gpt.description && <span>{gpt.description}</span>}
              {gpt.author && <small>{t('gpts.by', { author: gpt.author })}</small>}
            </GptText>
          </GptItem>
        );
      })}
    </GptsList>
  );
}

/** Search the GPTs directory and pick one to chat with; recently used ones come first. */
export function GptsView(props: GptsViewProps) {
  const t = useT(chatNamespace);
  const id = useId();
  const searching = props.query.trim() !== '';
  return (
    <Modal open={props.open} onOpenChange={({ open }) => props.onOpenChange(open)} title={t('gpts.title')}>
      <GptsPane>
        <TextInput type="search" aria-label={t('gpts.search')} placeholder={t('gpts.searchPlaceholder')} value={props.query} onChange={(e) => props.onQueryChange(e.target.value)} />
        {!searching && props.recent.length > 0 && (
          <GptsSection aria-labelledby={`${id}-recent`}>
            <h3 id={`${id}-recent`}>{t('gpts.recent')}</h3>
            <GptList gpts={props.recent} currentModel={props.currentModel} label={t('gpts.recent')} onPick={props.onPick} />
          </GptsSection>
        )}
        <GptsSection aria-labelledby={`${id}-results`} aria-busy={props.status === 'loading'}>
          <h3 id={`${id}-results`}>{t('gpts.results')}</h3>
          <div role="status">
            {props.status === 'loading' ? t('gpts.loading') : props.status === 'done' && props.results.length === 0 ? t('gpts.noResults') : null}
          </div>
          {props.status === 'failed' && (
            <GptsFailure role="alert">
              <span>{t('gpts.failed')}</span>
              <Button type="button" onClick={props.onRetry}>
                {t('gpts.retry')}
              </Button>
            </GptsFailure>
          )}
          {props.status === 'done' && props.results.length > 0 && <GptList gpts={props.results} currentModel={props.currentModel} label={t('gpts.results')} onPick={props.onPick} />}
        </GptsSection>
      </GptsPane>
    </Modal>
  );
}
