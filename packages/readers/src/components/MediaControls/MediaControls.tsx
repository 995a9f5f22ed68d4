import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import RotateCwIcon from 'lucide-react/icons/rotate-cw';
import SkipBackIcon from 'lucide-react/icons/skip-back';
import SkipForwardIcon from 'lucide-react/icons/skip-forward';
import { Button, Select, Slider, useT } from '@atelier/core';
import type { ReactNode } from 'react';
import type { MediaPlayerViewModel } from '../../media/mediaPlayerViewModel';
import { readersNamespace } from '../../i18n/readersNamespace';
import { formatClock } from '../../media/mediaTracks';
import { ButtonRow, ControlsRoot, Hint, SettingsRow, StatusLine, TimeRow } from './MediaControls.styles';

/** Props of `MediaControls`. */
export type MediaControlsProps = Omit<MediaPlayerViewModel, 'mediaRef' | 'kind' | 'title' | 'author'> & {
  /** Extra buttons after the transport (fullscreen for video). @default undefined */
  extra?: ReactNode;
  /** The keys line under the controls. @default the audio player's */
  keyboardHint?: string;
};

const RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3];
const SLEEP_MINUTES = [5, 10, 15, 30, 45, 60, 90];

/** Transport, seek bar, speed and sleep timer, and the player's state in words: props in, UI out. */
export function MediaControls(props: MediaControlsProps) {
  const t = useT(readersNamespace);
  const { status, time, duration, rate, tracks, current, sleep, sleepRemaining, errorCode, blocked, ended, extra } = props;
  const playing = status === 'playing' || status === 'buffering';
  const ready = status !== 'restoring' && status !== 'failed';
  const many = tracks.length > 1;

  let message: string;
  if (status === 'failed') message = t(`media.errors.${errorCode ?? 'MEDIA_UNKNOWN'}`);
  else if (status === 'restoring' || status === 'loading') message = t('media.status.loading');
  else if (status === 'buffering') message = t('media.status.buffering');
  else if (blocked) message = t('media.status.blocked');
  else if (ended) message = t('media.status.ended');
  else message = t(playing ? 'media.status.playing' : 'media.status.paused');

  const sleepValue = sleep === 'off' ? 'off' : sleep === 'track' ? 'track' : String(sleep);
  return (
    <ControlsRoot>
      <StatusLine role={status === 'failed' ? 'alert' : 'status'} $error={status === 'failed'}>
        {message}
      </StatusLine>
      {status === 'failed' ? (
        <Button variant="primary" onClick={props.retry}>
          {t('media.retry')}
        </Button>
      ) : null}
      <Slider
        label={t('media.position')}
        value={Math.min(time, duration ?? time)}
        min={0}
        max={duration && Number.isFinite(duration) ? Math.max(1, Math.floor(duration)) : 1}
        step={1}
        format={(v) => t('media.positionValue', { time: formatClock(v), duration: formatClock(duration) })}
        onValueChange={props.seek}
        disabled={!ready || !duration}
      />
      <TimeRow aria-hidden="true">
        <span>{formatClock(time)}</span>
        <span>{formatClock(duration)}</span>
      </TimeRow>
      <ButtonRow>
        {many ? (
          <Button onClick={props.previous} disabled={!ready} icon={<SkipBackIcon size={16} />}>
            {t('media.previous')}
          </Button>
        ) : null}
        <Button onClick={() => props.skip(-30)} disabled={!ready} aria-label={t('media.back', { seconds: 30 })} icon={<RotateCcwIcon size={16} />}>
          −30
        </Button>
        <Button onClick={() => props.skip(-15)} disabled={!ready} aria-label={t('media.back', { seconds: 15 })} icon={<RotateCcwIcon size={16} />}>
          −15
        </Button>
        <Button variant="primary" onClick={props.toggle} disabled={!ready} icon={playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}>
          {playing ? t('media.pause') : t('media.play')}
        </Button>
        <Button onClick={() => props.skip(15)} disabled={!ready} aria-label={t('media.forward', { seconds: 15 })} icon={<RotateCwIcon size={16} />}>
          +15
        </Button>
        <Button onClick={() => props.skip(30)} disabled={!ready} aria-label={t('media.forward', { seconds: 30 })} icon={<RotateCwIcon size={16} />}>
          +30
        </Button>
        {many ? (
          <Button onClick={props.next} disabled={!ready || current >= tracks.length - 1} icon={<SkipForwardIcon size={16} />}>
            {t('media.next')}
          </Button>
        ) : null}
        {extra}
      </ButtonRow>
      <SettingsRow>
        <Select
          label={t('media.speed')}
          value={String(rate)}
          options={(RATES.includes(rate) ? RATES : [...RATES, rate].sort((a, b) => a - b)).map((r) => ({ value: String(r), label: `${r}×` }))}
          onValueChange={(value) => props.setRate(Number(value))}
        />
        <Select
          label={t('media.sleep')}
          value={sleepValue}
          hint={sleepRemaining !== null ? t('media.sleepRemaining', { time: formatClock(sleepRemaining) }) : undefined}
          options={[
            { value: 'off', label: t('media.sleepOff') },
            ...SLEEP_MINUTES.map((m) => ({ value: String(m), label: t('media.sleepMinutes', { count: m }) })),
            { value: 'track', label: t('media.sleepTrack') },
          ]}
          onValueChange={(value) =>
            props.setSleep(value === 'off' ? { kind: 'off' } : value === 'track' ? { kind: 'track' } : { kind: 'minutes', minutes: Number(value) })
          }
        />
      </SettingsRow>
      <Hint>{props.keyboardHint ?? t('media.keyboardHint')}</Hint>
    </ControlsRoot>
  );
}
