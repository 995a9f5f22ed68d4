export interface Goal {
  op: '<' | '<=' | '>=' | '>';
  value: number;
}

/** A figure measured in the same run that this one is read against (printed with the ratio). */
export interface Baseline {
  name: string;
  value: number;
  unit: string;
}

/** What a bench module's `run()` returns a list of. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  goal?: Goal;
  baseline?: Baseline;
}

export interface Load {
  /** `os.loadavg()`: 1, 5 and 15 minutes. */
  averages: readonly number[];
  cores: number;
}

export type Verdict = 'met' | 'not met' | 'not judged';

export interface ModuleRun {
  source: string;
  before: Load;
  after: Load;
  figures: readonly Figure[];
  error?: string;
}

export interface FigureRecord extends Figure {
  source: string;
  verdict?: Verdict;
  load: { before: readonly number[]; after: readonly number[] };
  cores: number;
}

export function formatValue(value: number): string;
export function formatLoad(load: Load): string;
export function isBusy(load: Load): boolean;
export function goalText(goal: Goal, unit: string): string;
export function judge(figure: Figure, loadBefore: Load): Verdict | undefined;
export function baselineText(figure: Figure & { baseline: Baseline }): string;
export function figureLine(
  figure: Figure,
  verdict: Verdict | undefined,
  loadBefore: Load,
  width: number,
): string;
export function summaryLine(verdicts: ReadonlyArray<Verdict | undefined>): string;
export function report(modules: readonly ModuleRun[]): { lines: string[]; records: FigureRecord[] };
