import { type ThemeTokens, lightTokens } from './tokens';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TokenPath = Leaves<ThemeTokens>;

function kebab(value: string): string {
  return value.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `color.bgSubtle` → `--atelier-color-bg-subtle` */
export function cssVarName(path: string): string {
  return `--atelier-${path.split('.').map(kebab).join('-')}`;
}

export function flattenTokens(tokens: ThemeTokens): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.push([cssVarName(path), value]);
      else walk(value as object, path);
    }
  };
  walk(tokens, '');
  return out;
}

export function cssDeclarations(tokens: ThemeTokens): string {
  return flattenTokens(tokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

export type CssVarTree<T> = { [K in keyof T]: T[K] extends string ? string : CssVarTree<T[K]> };

function buildVarTree<T extends object>(node: T, prefix: string): CssVarTree<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out[key] = typeof value === 'string' ? `var(${cssVarName(path)})` : buildVarTree(value as object, path);
  }
  return out as CssVarTree<T>;
}

/**
 * References to the CSS variables, e.g. `vars.color.fg === 'var(--atelier-color-fg)'`.
 * Components use these so the values stay on the widget root, never in JS.
 */
export const vars: CssVarTree<ThemeTokens> = buildVarTree(lightTokens, '');
