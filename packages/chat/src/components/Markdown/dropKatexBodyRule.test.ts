// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dropKatexBodyRule } from './dropKatexBodyRule';

const addStyle = (css: string) => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
};
const bodyRules = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .filter((rule) => (rule as CSSStyleRule).selectorText === 'body')
    .map((rule) => rule.cssText);

afterEach(() => document.head.replaceChildren());

describe('dropKatexBodyRule', () => {
  it("removes KaTeX's counter reset on <body> and keeps the host's own body rules and KaTeX's scoped ones", () => {
    addStyle('body { counter-reset: chapter 0; margin: 0; }');
    const katex = addStyle('body { counter-reset: katexEqnNo 0 mmlEqnNo 0; } .katex { font-size: 1.21em; }');
    dropKatexBodyRule(document);
    expect(bodyRules()).toEqual(['body { counter-reset: chapter 0; margin: 0px; }']);
    expect(Array.from(katex.sheet?.cssRules ?? []).map((rule) => (rule as CSSStyleRule).selectorText)).toEqual(['.katex']);
  });
});
