// Every language must have exactly the keys of en-US, string leaves, and the same
// {{variables}} per key. Fails CI on any difference.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'ko-KR', 'fr-FR', 'ru-RU', 'vi-VN', 'tr-TR'];

function flatten(node, prefix, out, problems, file) {
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, full, out, problems, file);
    else problems.push(`${file}: "${full}" is not a string`);
  }
  return out;
}

const variables = (text) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort().join(',');

function readFlat(file, problems) {
  try {
    return flatten(JSON.parse(readFileSync(file, 'utf8')), '', new Map(), problems, file);
  } catch (error) {
    problems.push(`${file}: invalid JSON (${error.message})`);
    return null;
  }
}

/** Returns the list of problems for every locales folder under `root`'s packages and apps. */
export function checkLocales(root) {
  const problems = [];
  let files = 0;
  for (const group of ['packages', 'apps']) {
    const groupDir = path.join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const pkg of readdirSync(groupDir)) {
      const localesDir = path.join(groupDir, pkg, 'src', 'locales');
      const enDir = path.join(localesDir, 'en-US');
      if (!existsSync(enDir)) continue;
      for (const name of readdirSync(enDir).filter((f) => f.endsWith('.json'))) {
        const en = readFlat(path.join(enDir, name), problems);
        if (!en) continue;
        for (const lng of LANGUAGES) {
          const file = path.join(localesDir, lng, name);
          const rel = path.relative(root, file);
          if (!existsSync(file)) {
            problems.push(`${rel}: missing file`);
            continue;
          }
          files += 1;
          const other = lng === 'en-US' ? en : readFlat(file, problems);
          if (!other) continue;
          for (const [key, text] of en) {
            if (!other.has(key)) problems.push(`${rel}: missing key "${key}"`);
            else if (variables(other.get(key)) !== variables(text)) {
              problems.push(`${rel}: "${key}" uses {{${variables(other.get(key))}}} but en-US uses {{${variables(text)}}}`);
            } else if (other.get(key).trim() === '') problems.push(`${rel}: "${key}" is empty`);
          }
          for (const key of other.keys()) if (!en.has(key)) problems.push(`${rel}: extra key "${key}"`);
        }
      }
    }
  }
  return { problems, files };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { problems, files } = checkLocales(root);
  if (problems.length > 0) {
    console.error(`Translations incomplete (${problems.length} problem(s)):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`check-locales: ${files} locale files match en-US in all ${LANGUAGES.length} languages`);
}
