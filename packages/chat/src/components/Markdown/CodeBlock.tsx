import { type ReactNode, useRef } from 'react';
import { useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { CodeBlockBar, CodeBlockPre, CodeBlockRoot, SmallButton } from './Markdown.styles';
import { useCopyFeedback } from './useCopyFeedback';

/** A fenced code block with its language label and a Copy code button. */
export function CodeBlock({ language, children }: { language: string | null; children: ReactNode }) {
  const t = useT(chatNamespace);
  const preRef = useRef<HTMLPreElement>(null);
  const { state, copy } = useCopyFeedback();
  const label = state === 'copied' ? t('messages.copied') : state === 'failed' ? t('messages.copyFailed') : t('messages.copyCode');
  return (
    <CodeBlockRoot data-part="code-block">
      <CodeBlockBar>
        <span data-part="code-language">{language ?? t('messages.code')}</span>
        <SmallButton type="button" onClick={() => void copy(preRef.current?.textContent ?? '')} aria-live="polite">
          {label}
        </SmallButton>
      </CodeBlockBar>
      <CodeBlockPre ref={preRef}>{children}</CodeBlockPre>
    </CodeBlockRoot>
  );
}
