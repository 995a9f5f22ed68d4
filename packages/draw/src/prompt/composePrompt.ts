import type { BotType } from '../api/types';
import { type ImagineForm, KEYWORDS, type KeywordGroup } from './drawOptions';

const keyword = (group: KeywordGroup, key: string): string | null => (KEYWORDS[group] as Record<string, string>)[key] ?? null;

/** The `--` parameters the form adds, in the order midjourney documents them. */
export function composeParams(form: ImagineForm): string {
  const params: string[] = [];
  if (form.aspect) params.push(`--ar ${form.aspect}`);
  if (form.quality) params.push(`--q ${form.quality}`);
  if (form.stylize) params.push(`--s ${form.stylize}`);
  if (form.no.trim()) params.push(`--no ${form.no.trim()}`);
  if (form.seed.trim()) params.push(`--seed ${form.seed.trim()}`);
  if (form.chaos.trim()) params.push(`--chaos ${form.chaos.trim()}`);
  if (form.tile) params.push('--tile');
  if (form.version.startsWith('--')) params.push(form.version);
  return params.join(' ');
}

/** Reference §1.8: `<keywords>,<user prompt> <params>`; keywords and params only when chosen. */
export function composePrompt(form: ImagineForm): string {
  const words = (['style', 'view', 'shot', 'light'] as const).flatMap((g) => keyword(g, form[g]) ?? []);
  const text = form.text.trim();
  const head = [words.join(','), text].filter(Boolean).join(',');
  return [head, composeParams(form)].filter(Boolean).join(' ');
}

/** Niji as a bot (not a flag) switches `botType`. */
export function botTypeOf(form: ImagineForm): BotType {
  return form.version === 'NIJI_JOURNEY' ? 'NIJI_JOURNEY' : 'MID_JOURNEY';
}
