import type { ValidationErrorDetails } from '../contracts/api';
import type { TextRule } from '../contracts/formRules';

/** One broken rule, in the shape of the server's VALIDATION_FAILED `details.fields` entries. */
export type FieldProblem = ValidationErrorDetails['fields'][number];

const compiled = new Map<string, RegExp>();

function regExpOf(pattern: string): RegExp {
  let found = compiled.get(pattern);
  if (!found) {
    found = new RegExp(pattern, 'u');
    compiled.set(pattern, found);
  }
  return found;
}

/**
 * The first rule `value` breaks, worded as the server would word it (`fieldErrorMessage`
 * translates both the same way), or null. An empty value breaks `required` when the rule has a
 * minimum; a value of only spaces where text is required counts as empty.
 */
export function checkField(field: string, value: string, rule: TextRule): FieldProblem | null {
  const length = [...value].length;
  const min = rule.minLength ?? 0;
  if (min > 0 && (length === 0 || (rule.pattern === '\\S' && value.trim() === ''))) {
    return { field, message: 'required', rule: 'required' };
  }
  if (length < min) return { field, message: `fewer than ${min} characters`, rule: 'minLength', limit: min };
  if (length > rule.maxLength) return { field, message: `more than ${rule.maxLength} characters`, rule: 'maxLength', limit: rule.maxLength };
  if (rule.pattern && !regExpOf(rule.pattern).test(value)) return { field, message: `must match ${rule.pattern}`, rule: 'pattern' };
  return null;
}

/** Every field's first broken rule, by field name; `{}` when the form may be sent. */
export function checkFields<F extends string>(
  values: Record<F, string>,
  rules: Record<F, TextRule>,
): Partial<Record<F, FieldProblem>> {
  const problems: Partial<Record<F, FieldProblem>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const problem = checkField(field, values[field], rules[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
