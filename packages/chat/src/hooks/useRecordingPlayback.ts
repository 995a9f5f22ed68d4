import { useCallback, useEffect, useRef, useState } from 'react';

/** Plays a recording through an `<audio>` of its own; stops and frees it when the recording changes. */
export function useRecordingPlayback(audio: Blob | null) {
  const [playing, setPlaying] = useState(false);
  const element = useRef<HTMLAudioElement | null>(null);

  const stop = useCallback(() => {
    const current = element.current;
    element.current = null;
    setPlaying(false);
    if (!current) return;
    current.pause();
    URL.revokeObjectURL(current.src);
  }, []);

  useEffect(() => stop, [audio, stop]);

  const toggle = useCallback(() => {
    if (element.current) return stop();
    if (!audio || typeof URL.createObjectURL !== 'function') return;
    const player = new Audio(URL.createObjectURL(audio));
    element.current = player;
    player.onended = stop;
    setPlaying(true);
    // play() rejects when the browser cannot decode the format; nothing to play then.
    Promise.resolve(player.play()).catch(stop);
  }, [audio, stop]);

  return { playing, toggle, stop };
}
