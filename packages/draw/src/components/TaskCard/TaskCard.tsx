import { Button, Progress, useT } from '@atelier/core';
import type { ButtonSpec } from '../../buttons/describeButton';
import { drawNamespace } from '../../i18n/drawNamespace';
import { Alert } from '../DrawStudio/DrawStudio.styles';
import { Buttons, Card, CardHeader, Described, ImageFrame, Link, Status } from './TaskCard.styles';
import type { TaskCardModel } from '../../models/taskCardModel';
import { taskErrorText } from './taskErrorText';

/** Props of `TaskCard`. */
export interface TaskCardProps {
  /** The task as shown: phase, progress, image, buttons (`toTaskCardModel`). */
  model: TaskCardModel;
  /** A Midjourney button (U1, V2, zoom, vary…) was pressed. */
  onButton: (spec: ButtonSpec) => void;
  /** Fetch the task's state again. */
  onReload: () => void;
  /** Submit a failed task again. */
  onRetry: () => void;
  /** Stop following a running task. */
  onCancel: () => void;
  /** Remove the task from the list (after confirmation). */
  onDelete: () => void;
  /** Ask for the task's seed. */
  onSeed: () => void;
}

/** One drawing task: status and progress, the (partial) image, its buttons, and recovery actions. */
export function TaskCard({ model, onButton, onReload, onRetry, onCancel, onDelete, onSeed }: TaskCardProps) {
  const t = useT(drawNamespace);
  const { phase } = model;
  const status =
    phase === 'submitting'
      ? t('task.submitting')
      : phase === 'polling'
        ? model.resumed
          ? t('task.resuming')
          : model.queueText && !model.progressText
            ? t('task.queued', { text: model.queueText })
            : model.progressText
              ? t('task.progress', { value: model.progressText })
              : t('task.submitted', { id: model.taskId ?? '' })
        : phase === 'succeeded'
          ? t('task.done')
          : phase === 'cancelled'
            ? t('task.cancelled')
            : phase === 'failed'
              ? t('task.failed', { reason: model.failReason ?? '' })
              : null;
  const error = model.error && phase !== 'polling' && phase !== 'succeeded' ? taskErrorText(t, model.error) : null;
  const showImage = model.imageSrc && (phase === 'succeeded' || phase === 'polling');
  return (
    <Card data-part="task" data-state={phase} aria-label={model.label}>
      <CardHeader>
        <h3>{model.label}</h3>
        <Button size="sm" variant="ghost" onClick={onDelete}>
          {t('task.delete')}
        </Button>
      </CardHeader>
      {status && (
        <Status role="status" aria-live="polite">
          {status}
        </Status>
      )}
      {phase === 'polling' && <Progress label={t('task.progressLabel', { id: model.taskId ?? '' })} value={model.percent} />}
      {error && (
        <Alert role="alert">
          {error.text}
          {error.detail && <> <span data-part="detail">{error.detail}</span></>}
        </Alert>
      )}
      {showImage && (
        <ImageFrame>
          <img src={model.imageSrc ?? ''} alt={t(phase === 'succeeded' ? 'task.image' : 'task.partial', { label: model.label })} loading="lazy" />
        </ImageFrame>
      )}
      {model.describedPrompt && <Described>{model.describedPrompt}</Described>}
      {model.revisedPrompt && <Status>{t('dalle.revised', { prompt: model.revisedPrompt })}</Status>}
      {model.buttons.length > 0 && (
        <Buttons role="group" aria-label={t('task.actions', { label: model.label })}>
          {model.buttons.map((spec) => (
            <Button key={spec.customId} size="sm" variant={spec.primary ? 'primary' : 'secondary'} onClick={() => onButton(spec)}>
              {`${spec.emoji ? `${spec.emoji} ` : ''}${'text' in spec.label ? spec.label.text : t(`buttons.${spec.label.key}`)}`}
            </Button>
          ))}
        </Buttons>
      )}
      <Buttons>
        {phase === 'polling' && (
          <Button size="sm" onClick={onCancel}>
            {t('task.cancel')}
          </Button>
        )}
        {(phase === 'failed' || phase === 'gaveUp' || phase === 'cancelled' || phase === 'succeeded') && model.taskId && (
          <Button size="sm" onClick={onReload}>
            {t('task.reload')}
          </Button>
        )}
        {phase === 'rejected' && (
          <Button size="sm" onClick={onRetry}>
            {t('task.retry')}
          </Button>
        )}
        {model.hasSeed && (
          <Button size="sm" onClick={onSeed}>
            {t('task.seed')}
          </Button>
        )}
        {phase === 'succeeded' && model.originalUrl && (
          <Link href={model.originalUrl} target="_blank" rel="noreferrer">
            {t('task.open')}
          </Link>
        )}
        {phase === 'succeeded' && model.imageSrc && (
          <Link href={model.imageSrc} download={`atelier-${model.taskId ?? model.id}.png`}>
            {t('task.download')}
          </Link>
        )}
      </Buttons>
    </Card>
  );
}
