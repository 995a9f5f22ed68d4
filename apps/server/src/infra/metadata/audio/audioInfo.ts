import { open } from 'node:fs/promises';
import { cleanInfo, fileSource, type AudioInfo, type ByteSource } from './ByteSource';
import { flacInfo } from './flacInfo';
import { mp3Info } from './mp3Info';
import { mp4Info } from './mp4Info';
import { oggInfo } from './oggInfo';
import { wavInfo } from './wavInfo';

const READERS: Record<string, (source: ByteSource) => Promise<AudioInfo>> = {
  mp3: mp3Info,
  m4a: mp4Info,
  m4b: mp4Info,
  mp4: mp4Info,
  mov: mp4Info,
  wav: wavInfo,
  flac: flacInfo,
  ogg: oggInfo,
};

/** Title, artist and duration of an audio (or MP4 video) file, by its detected extension. */
export async function audioInfo(ext: string, filePath: string, size: number): Promise<AudioInfo> {
  const reader = READERS[ext];
  if (!reader) return {};
  const file = await open(filePath, 'r');
  try {
    return cleanInfo(await reader(fileSource(file, size)));
  } finally {
    await file.close();
  }
}
