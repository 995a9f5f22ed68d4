import { useT } from '@atelier/core';
import {
  type KeyboardEvent,
  type ReactNode,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TokenBudget } from '../../context/remainingTokens';
import { chatNamespace } from '../../i18n/chatNamespace';
import { Button } from '../common/common.styles';
import { ComposerForm, ComposerMeter, ComposerTextarea, ComposerToolbar } from './Composer.styles';
import { type ComposerDraft, ComposerDraftContext, appendText } from './ComposerDraft';
import { ComposerSuggestions } from '../ComposerSuggestions/ComposerSuggestions';
import type { SuggestionSource } from '../ComposerSuggestions/suggestionTypes';
import { useComposerSuggestions } from '../ComposerSuggestions/useComposerSuggestions';

export interface ComposerProps {
  busy: boolean;
  disabled?: boolean;
  /** Touch layout: Enter is a new line and Ctrl+Enter sends. */
  mobile?: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  /** The remaining-tokens meter for a draft; null until the tokenizer has loaded. */
  measure?: (draft: string) => TokenBudget | null;
  /** Tools shown above the text box; they reach the draft with `useComposerDraft()`. */
  toolbar?: ReactNode;
  /** What typing a trigger character offers (`/` prompts, `@` recent GPTs). @default none */
  suggestions?: readonly SuggestionSource[];
}

const NO_SUGGESTIONS: readonly SuggestionSource[] = [];

/** The input keeps its own state so typing never re-renders the message list. */
export function Composer({
  busy,
  disabled = false,
  mobile = false,
  onSend,
  onStop,
  measure,
  toolbar,
  suggestions = NO_SUGGESTIONS,
}: ComposerProps) {
  const t = useT(chatNamespace);
  const [draft, setDraft] = useState('');
  // Mirrors the draft for tools that read it from event handlers; written wherever the draft is.
  const draftRef = useRef('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Tools submit from their own callbacks, so the send rules read the latest props.
  const latest = useRef({ busy, disabled, onSend });
  useEffect(() => {
    latest.current = { busy, disabled, onSend };
  });
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
        if (latest.current.busy || latest.current.disabled || text.trim() === '') return false;
        latest.current.onSend(text);
        draftRef.current = '';
        setDraft('');
        return true;
      },
      focus: () => textareaRef.current?.focus(),
      textarea: () => textareaRef.current,
    }),
    [],
  );
  const suggest = useComposerSuggestions({ sources: suggestions, text: draft, draft: api });
  const deferred = useDeferredValue(draft);
  const budget = measure?.(deferred) ?? null;

  const send = () => void api.submit();

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
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        {toolbar && <ComposerToolbar data-part="composer-toolbar">{toolbar}</ComposerToolbar>}
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
        />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'stretch' }}>
          {busy ? (
            <Button type="button" $variant="danger" onClick={onStop}>
              {t('composer.stop')}
            </Button>
          ) : (
            <Button type="submit" $variant="primary" disabled={disabled || draft.trim() === ''}>
              {t('composer.send')}
            </Button>
          )}
        </div>
        {budget && (
          <ComposerMeter data-part="token-meter" $over={budget.remaining < 0}>
            {budget.remaining < 0
              ? t('composer.overBudget')
              : t('composer.remaining', {
                  remaining: budget.remaining.toLocaleString(),
                  total: budget.contextLength.toLocaleString(),
                })}
          </ComposerMeter>
        )}
      </ComposerForm>
    </ComposerDraftContext.Provider>
  );
}
