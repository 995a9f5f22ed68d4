import { parseVorbisComments, type AudioInfo, type ByteSource } from './ByteSource';

/** Duration from STREAMINFO (total samples / sample rate); tags from VORBIS_COMMENT. */
export async function flacInfo(source: ByteSource): Promise<AudioInfo> {
  let info: AudioInfo = {};
  let at = 4;
  for (let blocks = 0; at + 4 <= source.size && blocks < 128; blocks += 1) {
    const header = await source.read(at, 4);
    if (header.length < 4) break;
    const last = (header[0]! & 0x80) !== 0;
    const type = header[0]! & 0x7f;
    const length = header.readUIntBE(1, 3);
    if (type === 0 && length >= 18) {
      const s = await source.read(at + 4, 18);
      const sampleRate = (s[10]! << 12) | (s[11]! << 4) | (s[12]! >> 4);
      const totalSamples = (s[13]! & 0x0f) * 2 ** 32 + s.readUInt32BE(14);
      if (sampleRate > 0 && totalSamples > 0) info.durationS = totalSamples / sampleRate;
    } else if (type === 4 && length < 1 << 20) {
      info = { ...parseVorbisComments(await source.read(at + 4, length)), ...info };
    }
    if (last) break;
    at += 4 + length;
  }
  return info;
}
