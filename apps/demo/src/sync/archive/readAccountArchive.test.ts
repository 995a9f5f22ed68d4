import { strFromU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sampleArchive, labels, drawing } from './archiveFixture';
import { ARCHIVE_FILES } from './archiveFormat';
import { buildAccountArchive } from './buildAccountArchive';
import { readAccountArchive } from './readAccountArchive';

const text = (value: unknown) =>
  new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

/** The sample archive with some of its files replaced (or removed, with undefined). */
function edited(changes: Record<string, unknown>): Uint8Array {
  const files = unzipSync(buildAccountArchive(sampleArchive(), labels));
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete files[name];
    else
      files[name] = value instanceof Uint8Array ? (value as Uint8Array<ArrayBuffer>) : text(value);
  }
  return zipSync(files);
}

describe('account archive', () => {
  it('reads back everything it was made of', () => {
    const result = readAccountArchive(buildAccountArchive(sampleArchive(), labels));
    expect(result).toEqual({ ok: true, archive: sampleArchive() });
  });

  it('writes each conversation as Markdown too, the branch last on screen, for people to read', () => {
    const files = unzipSync(buildAccountArchive(sampleArchive(), labels));
    const markdown = strFromU8(files[`${ARCHIVE_FILES.markdownDir}0001 Trip _ plans.md`]!);
    expect(markdown).toContain('# Trip / plans');
    expect(markdown).toContain('## You\n\nWhere should we go?');
    expect(markdown).toContain('Kyoto, in autumn.');
    expect(markdown).not.toContain('Lisbon.');
    expect(markdown).toContain('Other branches are in chats.json.');
  });

  it('refuses what is not an account archive, saying why', () => {
    expect(readAccountArchive(text('{"format":"atelier-account"}'))).toEqual({
      ok: false,
      problem: { code: 'NOT_ZIP' },
    });
    expect(
      readAccountArchive(
        edited({ [ARCHIVE_FILES.manifest]: { format: 'atelier-chat', version: 1 } }),
      ),
    ).toEqual({ ok: false, problem: { code: 'WRONG_FORMAT' } });
    expect(readAccountArchive(edited({ [ARCHIVE_FILES.manifest]: undefined }))).toEqual({
      ok: false,
      problem: { code: 'WRONG_FORMAT' },
    });
    expect(
      readAccountArchive(
        edited({ [ARCHIVE_FILES.manifest]: { format: 'atelier-account', version: 2 } }),
      ),
    ).toEqual({
      ok: false,
      problem: { code: 'UNSUPPORTED_VERSION', version: '2' },
    });
  });

  it('refuses the whole archive when one part is damaged, naming the part', () => {
    const orphan = {
      ...sampleArchive().chats,
      messages: [{ ...sampleArchive().chats.messages[0], conversationId: 'elsewhere' }],
    };
    expect(readAccountArchive(edited({ [ARCHIVE_FILES.chats]: orphan }))).toEqual({
      ok: false,
      problem: { code: 'BAD_PART', part: ARCHIVE_FILES.chats },
    });
    expect(
      readAccountArchive(edited({ [ARCHIVE_FILES.drawings]: [{ ...drawing, phase: 'exploded' }] })),
    ).toEqual({ ok: false, problem: { code: 'BAD_PART', part: ARCHIVE_FILES.drawings } });
    expect(
      readAccountArchive(edited({ [ARCHIVE_FILES.progress]: [{ bookId: 'b1', percentage: 7 }] })),
    ).toEqual({ ok: false, problem: { code: 'BAD_PART', part: ARCHIVE_FILES.progress } });
    expect(readAccountArchive(edited({ [ARCHIVE_FILES.prompts]: '{not json' }))).toEqual({
      ok: false,
      problem: { code: 'BAD_PART', part: ARCHIVE_FILES.prompts },
    });
    expect(
      readAccountArchive(
        edited({ [ARCHIVE_FILES.readerSettings]: Uint8Array.from([0xff, 0xfe, 0x00]) }),
      ),
    ).toEqual({ ok: false, problem: { code: 'BAD_PART', part: ARCHIVE_FILES.readerSettings } });
  });

  it('reads a part left out as empty, and leaves out images of no drawing and bytes that are no image', () => {
    const result = readAccountArchive(
      edited({
        [ARCHIVE_FILES.prompts]: undefined,
        [ARCHIVE_FILES.chatSettings]: undefined,
        [`${ARCHIVE_FILES.imagesDir}d1.png`]: text('<script>alert(1)</script>'),
        [`${ARCHIVE_FILES.imagesDir}nobody.png`]: sampleArchive().images[0]!.bytes,
      }),
    );
    expect(result.ok && result.archive.prompts).toEqual([]);
    expect(result.ok && result.archive.chatSettings).toBeNull();
    expect(result.ok && result.archive.images).toEqual([]);
    expect(result.ok && result.archive.drawings).toEqual([drawing]);
  });
});
