import { describe, expect, it } from 'vitest';
import { type Figure, type Load, report, summaryLine } from './benchReport.mjs';

const quiet: Load = { averages: [0.42, 0.55, 0.61], cores: 2 };
const busy: Load = { averages: [3.1, 2.4, 1.9], cores: 2 };

const stream: Figure = {
  name: 'chat stream: ms / 100 tokens',
  value: 42.5,
  unit: 'ms',
  goal: { op: '<', value: 50 },
};
const slowStream: Figure = { ...stream, value: 235 };
const tus: Figure = {
  name: 'tus upload of 1024 MiB',
  value: 476,
  unit: 'MiB/s',
  baseline: { name: 'raw stream copy of 1024 MiB', value: 820, unit: 'MiB/s' },
};
const tusRatio: Figure = {
  name: 'tus upload / raw copy',
  value: 0.58,
  unit: '×',
  goal: { op: '>=', value: 0.7 },
};

const printed = (figures: Figure[], before: Load) =>
  report([{ source: 'apps/server/bench/upload.bench.ts', before, after: busy, figures }]).lines;

describe('bench report', () => {
  it('says a goal is met or not met on a machine no busier than its cores', () => {
    const lines = printed([stream, tusRatio], quiet);
    expect(lines.find((l) => l.includes(stream.name))).toMatch(
      /42\.50 ms {2}\| {2}goal < 50 ms: met$/,
    );
    expect(lines.find((l) => l.includes(tusRatio.name))).toMatch(
      /0\.58 × {2}\| {2}goal ≥ 0\.7 ×: not met$/,
    );
  });

  it('judges no goal, met or not, when the load before the module exceeded the core count', () => {
    const lines = printed([stream, slowStream], busy).join('\n');
    expect(lines).not.toMatch(/: met$|: not met$/m);
    expect(lines.match(/goal < 50 ms not judged: load 3\.10 > 2 cores/g)).toHaveLength(2);
    expect(lines).toContain('busy: goals not judged');
  });

  it('judges on the load before the module, not the load the module itself caused', () => {
    const [, line] = report([{ source: 'x', before: quiet, after: busy, figures: [stream] }]).lines;
    expect(line).toMatch(/: met$/);
  });

  it('prints the same-run baseline and the ratio beside the figure', () => {
    const line = printed([tus], quiet).find((l) => l.includes(tus.name));
    expect(line).toMatch(/476 MiB\/s {2}\| {2}0\.58× raw stream copy of 1024 MiB \(820 MiB\/s\)$/);
  });

  it('prints the load before and after each module, and the cores', () => {
    expect(printed([tus], quiet)[0]).toBe(
      'apps/server/bench/upload.bench.ts  (load 1 min 0.42 before, 3.10 after; 2 cores)',
    );
  });

  it('counts met, not met and not judged across modules', () => {
    const { lines, records } = report([
      { source: 'a', before: quiet, after: quiet, figures: [stream, slowStream, tus] },
      { source: 'b', before: busy, after: busy, figures: [stream] },
      { source: 'c', before: quiet, after: quiet, figures: [], error: 'no figures (exit 1)' },
    ]);
    expect(lines.at(-1)).toBe('goals: 1 met, 1 not met, 1 not judged (load above the core count)');
    expect(lines).toContain('  failed: no figures (exit 1)');
    expect(records.map((r) => r.verdict)).toEqual(['met', 'not met', undefined, 'not judged']);
    expect(records[3]).toMatchObject({
      source: 'b',
      goal: stream.goal,
      load: { before: busy.averages, after: busy.averages },
      cores: 2,
    });
    expect(records[2]).toMatchObject({ baseline: tus.baseline });
  });

  it('says so when no figure has a goal', () => {
    expect(summaryLine([undefined, undefined])).toBe('goals: none among these figures');
  });
});
