import { Button, EmptyState, TextField, Tabs, useT } from '@atelier/core';
import { type ReactNode, useId, useState } from 'react';
import type { SubmitRequest } from '../../api/types';
import { drawNamespace } from '../../i18n/drawNamespace';
import type { DrawKind } from '../../store/types';
import { LazyBlendForm, LazyDalleForm, LazyDescribeForm, LazyFaceSwapForm, preloadMoreForms } from '../forms/lazyForms';
import { ImagineForm } from '../forms/ImagineForm';
import type { DrawStudioViewProps } from '../../models/drawStudioViewProps';
import { Alert, Form, Hint, Panel, PanelTitle, Row, StudioRoot } from './DrawStudio.styles';
import { LazyTaskCards, preloadTaskCards } from './LazyTaskCards';

function PasswordBanner({ failed, onVerify }: { failed: boolean; onVerify: (p: string) => void }) {
  const t = useT(drawNamespace);
  const [password, setPassword] = useState('');
  return (
    <Form
      aria-label={t('auth.password')}
      onSubmit={(e) => {
        e.preventDefault();
        if (password.trim()) onVerify(password.trim());
      }}
    >
      <Alert role="alert">{failed ? `${t('errors.AUTH_FAILED')} — ${t('auth.reenter')}` : t('errors.AUTH_REQUIRED')}</Alert>
      <TextField label={t('auth.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Row>
        <Button type="submit" variant="primary">
          {t('auth.verify')}
        </Button>
      </Row>
    </Form>
  );
}

/** DESIGN §2: no fake answers; say that nothing can draw and where to fix it. */
function NoDrawService({ onOpenSettings }: { onOpenSettings?: (() => void) | undefined }) {
  const t = useT(drawNamespace);
  return (
    <div data-part="no-draw-service" role="status">
      <EmptyState
        title={t('noService.title')}
        description={t('noService.body')}
        headingLevel={3}
        action={
          onOpenSettings && (
            <Button variant="primary" onClick={onOpenSettings}>
              {t('noService.openSettings')}
            </Button>
          )
        }
      />
    </div>
  );
}


/** The studio: drawing forms in tabs beside the task list (stacked below 768 px). */
export function DrawStudioView(props: DrawStudioViewProps) {
  const t = useT(drawNamespace);
  const { tasks, onSubmit } = props;
  const titleId = useId();
  // Without a drawing service the Midjourney tabs explain why instead of showing a form.
  const mj = (form: ReactNode) => (props.noService ? <NoDrawService onOpenSettings={props.onOpenSettings} /> : form);
  const submitMj = (kind: DrawKind) => (request: SubmitRequest, label: string) => onSubmit(kind === 'imagine' && request.kind === 'shorten' ? 'shorten' : kind, request, label);
  return (
    <StudioRoot className={props.className} style={props.style} data-part="draw-studio" aria-label={t('studio.label')} role="region">
      {/* Reaching the forms starts the download of the other tabs' forms; using one, of the task cards. */}
      <Panel
        aria-label={t('studio.modes')}
        onPointerEnter={preloadMoreForms}
        onFocus={preloadMoreForms}
        onInput={tasks.length === 0 ? preloadTaskCards : undefined}
      >
        {props.directAddress && (
          <Hint>
            {t('studio.directMode', { address: props.directAddress })}{' '}
            {props.onOpenSettings && (
              <Button size="sm" variant="ghost" onClick={props.onOpenSettings}>
                {t('studio.openSettings')}
              </Button>
            )}
          </Hint>
        )}
        {props.needsPassword && <PasswordBanner failed={props.needsPassword.failed} onVerify={props.onVerifyPassword} />}
        <Tabs
          label={t('studio.modes')}
          items={[
            { value: 'imagine', label: t('studio.imagine'), content: mj(<ImagineForm onSubmit={submitMj('imagine')} />) },
            { value: 'blend', label: t('studio.blend'), content: mj(<LazyBlendForm onSubmit={submitMj('blend')} />) },
            { value: 'describe', label: t('studio.describe'), content: mj(<LazyDescribeForm onSubmit={submitMj('describe')} />) },
            { value: 'faceSwap', label: t('studio.faceSwap'), content: mj(<LazyFaceSwapForm onSubmit={submitMj('faceSwap')} />) },
            { value: 'dalle', label: t('studio.dalle'), content: <LazyDalleForm onSubmit={props.onDalle} /> },
          ]}
        />
      </Panel>
      <Panel aria-labelledby={titleId}>
        <PanelTitle id={titleId}>{t('studio.tasks')}</PanelTitle>
        {props.storageFailed && <Alert role="alert">{t('errors.STORAGE_FAILED')}</Alert>}
        {!props.loaded ? (
          <Hint role="status">{t('studio.loading')}</Hint>
        ) : tasks.length === 0 ? (
          <EmptyState title={t('studio.noTasks')} description={t('studio.noTasksHint')} headingLevel={3} />
        ) : (
          <LazyTaskCards
            tasks={tasks}
            onButton={props.onButton}
            onReload={props.onReload}
            onRetry={props.onRetry}
            onCancel={props.onCancel}
            onDelete={props.onDelete}
            onSeed={props.onSeed}
          />
        )}
      </Panel>
    </StudioRoot>
  );
}
