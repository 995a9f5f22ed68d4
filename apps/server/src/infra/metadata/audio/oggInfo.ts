import { parseVorbisComments, type AudioInfo, type ByteSource } from './ByteSource';

interface Page {
  granule: bigint;
  serial: number;
  segments: number[];
  bodyStart: number;
  end: number;
}

function parsePage(b: Buffer, at: number): Page | null {
  if (at + 27 > b.length || b.toString('latin1', at, at + 4) !== 'OggS') return null;
  const count = b[at + 26]!;
  if (at + 27 + count > b.length) return null;
  const segments = [...b.subarray(at + 27, at + 27 + count)];
  const bodyStart = at + 27 + count;
  return {
    granule: b.readBigInt64LE(at + 6),
    serial: b.readUInt32LE(at + 14),
    segments,
    bodyStart,
    end: bodyStart + segments.reduce((s, n) => s + n, 0),
  };
}

/** The first packets of the first logical stream (a packet may span pages). */
function firstPackets(b: Buffer, wanted: number): { serial: number; packets: Buffer[] } | null {
  const packets: Buffer[] = [];
  let pending: Buffer[] = [];
  let serial: number | null = null;
  for (let at = 0; packets.length < wanted;) {
    const page = parsePage(b, at);
    if (!page) break;
    serial ??= page.serial;
    if (page.serial === serial) {
      let offset = page.bodyStart;
      for (const length of page.segments) {
        pending.push(b.subarray(offset, offset + length));
        offset += length;
        // A lacing value below 255 ends the packet.
        if (length < 255) {
          packets.push(Buffer.concat(pending));
          pending = [];
        }
      }
    }
    at = page.end;
  }
  return serial === null ? null : { serial, packets };
}

/** Duration from the last page's granule position (Vorbis or Opus); tags from the comment header. */
export async function oggInfo(source: ByteSource): Promise<AudioInfo> {
  const head = await source.read(0, 256 * 1024);
  const stream = firstPackets(head, 2);
  const id = stream?.packets[0];
  if (!stream || !id) return {};
  let rate = 0;
  let preSkip = 0;
  let info: AudioInfo = {};
  const comments = stream.packets[1];
  if (id.toString('latin1', 0, 7) === '\u0001vorbis' && id.length >= 16) {
    rate = id.readUInt32LE(12);
    if (comments?.toString('latin1', 0, 7) === '\u0003vorbis')
      info = parseVorbisComments(comments.subarray(7));
  } else if (id.toString('latin1', 0, 8) === 'OpusHead' && id.length >= 12) {
    // Opus granules always count 48 kHz samples, after `pre-skip` priming samples.
    rate = 48000;
    preSkip = id.readUInt16LE(10);
    if (comments?.toString('latin1', 0, 8) === 'OpusTags')
      info = parseVorbisComments(comments.subarray(8));
  }
  if (rate === 0) return info;

  const tailStart = Math.max(0, source.size - 64 * 1024);
  const tail = await source.read(tailStart, 64 * 1024);
  for (
    let at = tail.lastIndexOf('OggS');
    at >= 0;
    at = at > 0 ? tail.lastIndexOf('OggS', at - 1) : -1
  ) {
    const page = parsePage(tail, at);
    if (!page || page.serial !== stream.serial || page.granule <= 0n) continue;
    info.durationS = (Number(page.granule) - preSkip) / rate;
    break;
  }
  return info;
}
