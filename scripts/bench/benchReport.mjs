// How `pnpm bench` (scripts/bench.mjs) prints figures: each beside its same-run baseline and its
// goal, with the machine's load. Pure (the runner samples the load), so it is unit-tested.
//
// A goal is judged only when the 1-minute load average measured before the module ran was at most
// the core count: on a busier machine a figure is not evidence either way (issue 24), so neither
// "met" nor "not met" is printed for it.

const OP_TEXT = { '<': '<', '<=': '≤', '>=': '≥', '>': '>' };

/** A figure's value as the table has always printed it: integers whole, the rest to 2 places. */
export function formatValue(value) {
  if (!Number.isFinite(value)) return String(value);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function withUnit(value, unit) {
  return unit ? `${formatValue(value)} ${unit}` : formatValue(value);
}

function loadText(load) {
  return load.averages[0].toFixed(2);
}

/** "load average 0.42 / 0.55 / 0.61 (1 / 5 / 15 min), 2 cores" */
export function formatLoad(load) {
  return `load average ${load.averages.map((a) => a.toFixed(2)).join(' / ')} (1 / 5 / 15 min), ${load.cores} cores`;
}

/** More runnable work than cores over the last minute: figures taken now are not evidence. */
export function isBusy(load) {
  return load.averages[0] > load.cores;
}

export function goalText(goal, unit) {
  // As the goal was written (0.7, not 0.70).
  return `goal ${OP_TEXT[goal.op]} ${goal.value}${unit ? ` ${unit}` : ''}`;
}

function meets(value, goal) {
  switch (goal.op) {
    case '<':
      return value < goal.value;
    case '<=':
      return value <= goal.value;
    case '>=':
      return value >= goal.value;
    case '>':
      return value > goal.value;
    default:
      throw new Error(`unknown goal operator ${goal.op}`);
  }
}

/** 'met' | 'not met' | 'not judged', or undefined for a figure without a goal. */
export function judge(figure, loadBefore) {
  if (!figure.goal) return undefined;
  if (isBusy(loadBefore)) return 'not judged';
  return Number.isFinite(figure.value) && meets(figure.value, figure.goal) ? 'met' : 'not met';
}

/** "0.58× raw stream copy of 1024 MiB (812.00 MiB/s)" */
export function baselineText(figure) {
  const { baseline } = figure;
  const ratio =
    baseline.value !== 0 && Number.isFinite(baseline.value) && Number.isFinite(figure.value)
      ? `${(figure.value / baseline.value).toFixed(2)}×`
      : 'no ratio';
  return `${ratio} ${baseline.name} (${withUnit(baseline.value, baseline.unit)})`;
}

function verdictText(figure, verdict, loadBefore) {
  const goal = goalText(figure.goal, figure.unit);
  if (verdict === 'not judged')
    return `${goal} not judged: load ${loadText(loadBefore)} > ${loadBefore.cores} cores`;
  return `${goal}: ${verdict}`;
}

/** One printed line: the figure, then its baseline and ratio, then its goal's verdict. */
export function figureLine(figure, verdict, loadBefore, width) {
  const parts = [`${figure.name.padEnd(width)}  ${withUnit(figure.value, figure.unit)}`];
  if (figure.baseline) parts.push(baselineText(figure));
  if (figure.goal) parts.push(verdictText(figure, verdict, loadBefore));
  return parts.join('  |  ');
}

/** "goals: 2 met, 1 not met, 4 not judged (load above the core count)" */
export function summaryLine(verdicts) {
  const count = (v) => verdicts.filter((x) => x === v).length;
  const judged = verdicts.filter((v) => v !== undefined);
  if (judged.length === 0) return 'goals: none among these figures';
  const unjudged = count('not judged');
  const why = unjudged > 0 ? ' (load above the core count)' : '';
  return `goals: ${count('met')} met, ${count('not met')} not met, ${unjudged} not judged${why}`;
}

/**
 * The table for a run: per module a line with the load before and after it, then its figures.
 * `modules`: `{ source, before, after, figures, error? }[]`, loads as `{ averages: [1, 5, 15 min], cores }`.
 * Returns the lines to print and a record per figure for .tmp/bench-results.json.
 */
export function report(modules) {
  const width = Math.max(10, ...modules.flatMap((m) => m.figures.map((f) => f.name.length)));
  const lines = [];
  const records = [];
  for (const m of modules) {
    const busy = isBusy(m.before) ? ', busy: goals not judged' : '';
    lines.push(
      `${m.source}  (load 1 min ${loadText(m.before)} before, ${loadText(m.after)} after; ${m.before.cores} cores${busy})`,
    );
    if (m.error) lines.push(`  failed: ${m.error}`);
    for (const figure of m.figures) {
      const verdict = judge(figure, m.before);
      lines.push(`  ${figureLine(figure, verdict, m.before, width)}`);
      records.push({
        source: m.source,
        ...figure,
        ...(verdict ? { verdict } : {}),
        load: { before: m.before.averages, after: m.after.averages },
        cores: m.before.cores,
      });
    }
  }
  lines.push('', summaryLine(records.map((r) => r.verdict)));
  return { lines, records };
}
