// Every language must have exactly the keys of en-US, string leaves, and the same
// {{variables}} per key. Fails CI on any difference.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'ko-KR', 'fr-FR', 'ru-RU', 'vi-VN', 'tr-TR'];
const SOURCE = 'en-US';

// i18next picks `key_<category>` with Intl.PluralRules, so languages legitimately differ in
// which plural keys they have (ru-RU needs _few/_many, zh-CN only _other).
const PLURAL = /^(.*)_(ordinal_)?(zero|one|two|few|many|other)$/;

function flatten(node, prefix, out, problems, rel) {
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      flatten(value, full, out, problems, rel);
    else
      problems.push(
        `${rel}: "${full}" is ${Array.isArray(value) ? 'an array' : typeof value}, not a string`,
      );
  }
  return out;
}

function readFlat(file, rel, problems) {
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${rel}: invalid JSON (${error.message})`);
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    problems.push(`${rel}: the top level must be an object`);
    return null;
  }
  return flatten(data, '', new Map(), problems, rel);
}

/** Interpolation variable names, `{{name}}`, `{{- name}}` and `{{count, number}}` alike. */
export function variables(text) {
  const names = new Set();
  for (const m of text.matchAll(/\{\{-?\s*([^\s,}]+)[^}]*\}\}/g)) names.add(m[1]);
  return [...names].sort();
}

const sameList = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
const showVars = (list) => (list.length ? list.map((v) => `{{${v}}}`).join(' ') : 'no variables');

function pluralCategories(lng, ordinal) {
  return new Intl.PluralRules(lng, { type: ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions()
    .pluralCategories;
}

/**
 * The keys `lng` must have for en-US's keys: plain keys as they are; each plural group of en-US
 * (a base with an `_other` form) in the categories `lng` uses, plus `_zero` when en-US has it.
 * Returns key → the variables it must use (`exact`) or may use (plural forms other than `_other`,
 * which can leave out {{count}}, as in "one message").
 */
function expectedKeys(en, lng) {
  const expected = new Map();
  const groups = new Map();
  for (const [key, text] of en) {
    const m = PLURAL.exec(key);
    const ordinal = m?.[2] ?? '';
    if (m && en.has(`${m[1]}_${ordinal}other`)) {
      const id = `${m[1]}_${ordinal}`;
      if (!groups.has(id)) groups.set(id, { forms: new Set(), vars: new Set() });
      groups.get(id).forms.add(m[3]);
      for (const v of variables(text)) groups.get(id).vars.add(v);
    } else {
      expected.set(key, { vars: variables(text), exact: true, blankOk: text.trim() === '' });
    }
  }
  for (const [prefix, { forms, vars }] of groups) {
    const wanted = new Set(pluralCategories(lng, prefix.endsWith('_ordinal_')));
    if (forms.has('zero')) wanted.add('zero');
    for (const category of wanted) {
      const exact = category === 'other';
      expected.set(`${prefix}${category}`, {
        vars: exact ? variables(en.get(`${prefix}other`)) : [...vars].sort(),
        exact,
        blankOk: false,
      });
    }
  }
  return expected;
}

function compare(en, other, lng, rel, problems) {
  const expected = expectedKeys(en, lng);
  for (const [key, want] of expected) {
    const text = other.get(key);
    if (text === undefined) {
      problems.push(`${rel}: missing key "${key}"`);
      continue;
    }
    const got = variables(text);
    const ok = want.exact ? sameList(want.vars, got) : got.every((v) => want.vars.includes(v));
    if (!ok) {
      const expectation = want.exact ? showVars(want.vars) : `only ${showVars(want.vars)}`;
      problems.push(`${rel}: "${key}" uses ${showVars(got)} but en-US uses ${expectation}`);
    } else if (text.trim() === '' && !want.blankOk) {
      problems.push(`${rel}: "${key}" is empty`);
    }
  }
  for (const key of other.keys()) {
    if (!expected.has(key)) problems.push(`${rel}: extra key "${key}"`);
  }
}

const isDir = (p) => existsSync(p) && statSync(p).isDirectory();
const jsonFiles = (dir) =>
  isDir(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/** Checks every `{packages,apps}/<name>/src/locales` folder under `root`. */
export function checkLocales(root) {
  const problems = [];
  let files = 0;
  let keys = 0;
  for (const group of ['packages', 'apps']) {
    const groupDir = path.join(root, group);
    if (!isDir(groupDir)) continue;
    for (const pkg of readdirSync(groupDir).sort()) {
      const localesDir = path.join(groupDir, pkg, 'src', 'locales');
      if (!isDir(path.join(localesDir, SOURCE))) continue;
      const relLocales = path.relative(root, localesDir);
      for (const entry of readdirSync(localesDir)) {
        if (isDir(path.join(localesDir, entry)) && !LANGUAGES.includes(entry)) {
          problems.push(
            `${relLocales}/${entry}: not one of the supported languages (${LANGUAGES.join(', ')})`,
          );
        }
      }
      const names = jsonFiles(path.join(localesDir, SOURCE));
      for (const name of names) {
        const en = readFlat(
          path.join(localesDir, SOURCE, name),
          `${relLocales}/${SOURCE}/${name}`,
          problems,
        );
        if (!en) continue;
        keys += en.size;
        for (const lng of LANGUAGES) {
          const rel = `${relLocales}/${lng}/${name}`;
          const file = path.join(localesDir, lng, name);
          if (!existsSync(file)) {
            problems.push(`${rel}: missing file`);
            continue;
          }
          files += 1;
          const other = lng === SOURCE ? en : readFlat(file, rel, problems);
          if (other) compare(en, other, lng, rel, problems);
        }
      }
      for (const lng of LANGUAGES) {
        for (const name of jsonFiles(path.join(localesDir, lng))) {
          if (!names.includes(name))
            problems.push(`${relLocales}/${lng}/${name}: extra file (en-US has no ${name})`);
        }
      }
    }
  }
  return { problems, files, keys };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { problems, files, keys } = checkLocales(root);
  if (problems.length > 0) {
    console.error(
      `check-locales: ${problems.length} problem(s) against en-US:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    `check-locales: ${files} locale files in ${LANGUAGES.length} languages match en-US (${keys} keys)`,
  );
}
