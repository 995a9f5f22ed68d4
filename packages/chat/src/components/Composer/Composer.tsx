import { useLatest, useT } from '@atelier/core';
import { type DragEvent, type KeyboardEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { AttachViewModel } from '../../hooks/useAttachments';
import { chatNamespace } from '../../i18n/chatNamespace';
import { PendingAttachments } from '../Attachments/PendingAttachments';
import { Button } from '../common/common.styles';
import { ComposerForm, ComposerTextarea, ComposerToolbar } from './Composer.styles';
import { TokenMeter } from './TokenMeter';
import { type ComposerDraft, appendText } from '../../model/composerDraft';
import { ComposerDraftContext } from '../../hooks/useComposerDraft';
import { ComposerSuggestions } from '../ComposerSuggestions/ComposerSuggestions';
import type { SuggestionSource } from '../../model/suggestionTypes';
import { useComposerSuggestions } from '../ComposerSuggestions/useComposerSuggestions';
import type { ComposerProps } from '../../hooks/useChatPanel.types';

const NO_SUGGESTIONS: readonly SuggestionSource[] = [];

/** The one send rule, for the Send button and for tools that submit: something to send, nothing pending. */
function canSubmit(
  state: {
    busy: boolean;
    disabled?: boolean | undefined;
    attachments?: AttachViewModel | undefined;
  },
  text: string,
): boolean {
  if (state.busy || state.disabled || state.attachments?.busy) return false;
  return text.trim() !== '' || (state.attachments?.ready.length ?? 0) > 0;
}
const filesOf = (data: DataTransfer | null) => Array.from(data?.files ?? []);

/** The input keeps its own state so typing never re-renders the message list. */
export function Composer({
  busy,
  disabled = false,
  mobile = false,
  onSend,
  onStop,
  meter,
  toolbar,
  suggestions = NO_SUGGESTIONS,
  attachments,
}: ComposerProps) {
  const t = useT(chatNamespace);
  const [draft, setDraft] = useState('');
  const [dropping, setDropping] = useState(false);
  // Mirrors the draft for tools that read it from event handlers; written wherever the draft is.
  const draftRef = useRef('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Tools submit from their own callbacks, so the send rules read the latest props.
  const latest = useLatest({ busy, disabled, onSend, attachments });
  const api = useMemo<ComposerDraft>(
    () => ({
      get: () => draftRef.current,
      set: (text) => ((draftRef.current = text), setDraft(text)),
      append: (text) => {
        const next = appendText(draftRef.current, text);
        draftRef.current = next;
        setDraft(next);
      },
      submit: () => {
        const text = draftRef.current;
        const { onSend, attachments } = latest.current;
        if (!canSubmit(latest.current, text)) return false;
        onSend(text, attachments?.ready ?? []);
        draftRef.current = '';
        setDraft('');
        attachments?.onClear();
        return true;
      },
      focus: () => textareaRef.current?.focus(),
      textarea: () => textareaRef.current,
    }),
    [latest],
  );
  const suggest = useComposerSuggestions({ sources: suggestions, text: draft, draft: api });
  const deferred = useDeferredValue(draft);

  // A transcribed audio file becomes text the user can still edit before sending.
  useEffect(() => {
    for (const item of attachments?.items ?? []) {
      if (item.transcript === null) continue;
      if (item.transcript !== '') api.append(item.transcript);
      attachments?.onTakeTranscript(item.id);
    }
  }, [attachments, api]);

  const canSend = canSubmit({ busy, disabled, attachments }, draft);
  const send = () => void api.submit();
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    setDropping(false);
    const files = filesOf(event.dataTransfer);
    if (!attachments || files.length === 0) return;
    event.preventDefault();
    attachments.onAdd(files);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggest.onKeyDown(event)) return;
    if (event.key === 'Escape' && busy) {
      event.preventDefault();
      return onStop();
    }
    if (event.key !== 'Enter') return;
    // keyCode 229: Safari reports the IME's confirming Enter with isComposing already false.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const wantsSend = mobile ? event.ctrlKey || event.metaKey : !event.shiftKey;
    if (!wantsSend) return;
    event.preventDefault();
    send();
  };

  return (
    <ComposerDraftContext.Provider value={api}>
      <ComposerForm
        data-part="composer"
        data-state={dropping ? 'dropping' : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
        onDragOver={(e) => {
          if (!attachments || !e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
      >
        {toolbar && <ComposerToolbar data-part="composer-toolbar">{toolbar}</ComposerToolbar>}
        {attachments && <PendingAttachments {...attachments} />}
        {suggest.list && <ComposerSuggestions {...suggest.list} />}
        <ComposerTextarea
          ref={textareaRef}
          {...suggest.inputProps}
          aria-label={t('composer.label')}
          placeholder={mobile ? t('composer.placeholderMobile') : t('composer.placeholder')}
          value={draft}
          disabled={disabled}
          rows={2}
          onChange={(e) => (api.set(e.target.value), suggest.onTextChange(e.target.selectionStart))}
          onKeyDown={onKeyDown}
          onPaste={(e) => {
            const files = filesOf(e.clipboardData);
            if (!attachments || files.length === 0) return;
            e.preventDefault();
            attachments.onAdd(files);
          }}
        />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'stretch' }}>
          {busy ? (
            <Button type="button" $variant="danger" onClick={onStop}>
              {t('composer.stop')}
            </Button>
          ) : (
            <Button type="submit" $variant="primary" disabled={!canSend}>
              {t('composer.send')}
            </Button>
          )}
        </div>
        {meter && <TokenMeter meter={meter} draft={deferred} />}
      </ComposerForm>
    </ComposerDraftContext.Provider>
  );
}
