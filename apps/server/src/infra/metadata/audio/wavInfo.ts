import { beforeNul, type AudioInfo, type ByteSource } from './ByteSource';

/** Duration from `fmt ` (byte rate) and the `data` chunk size; title and artist from LIST/INFO. */
export async function wavInfo(source: ByteSource): Promise<AudioInfo> {
  const info: AudioInfo = {};
  let byteRate = 0;
  let dataBytes = 0;
  let at = 12;
  for (let chunks = 0; at + 8 <= source.size && chunks < 1000; chunks += 1) {
    const header = await source.read(at, 8);
    const id = header.toString('latin1', 0, 4);
    const size = header.readUInt32LE(4);
    const start = at + 8;
    if (id === 'fmt ' && size >= 16) byteRate = (await source.read(start, 16)).readUInt32LE(8);
    else if (id === 'data') {
      // Streamed recordings leave the size at 0 or 0xFFFFFFFF: the data runs to the end then.
      dataBytes =
        size === 0 || size === 0xffffffff
          ? source.size - start
          : Math.min(size, source.size - start);
    } else if (id === 'LIST' && size >= 4 && size < 1 << 20) {
      const list = await source.read(start, size);
      if (list.toString('latin1', 0, 4) === 'INFO') {
        for (let i = 4; i + 8 <= list.length;) {
          const key = list.toString('latin1', i, i + 4);
          const length = list.readUInt32LE(i + 4);
          const value = beforeNul(list.toString('utf8', i + 8, Math.min(list.length, i + 8 + length)));
          if (key === 'INAM') info.title = value;
          if (key === 'IART') info.artist = value;
          i += 8 + length + (length % 2);
        }
      }
    }
    at = start + size + (size % 2);
  }
  if (byteRate > 0 && dataBytes > 0) info.durationS = dataBytes / byteRate;
  return info;
}
