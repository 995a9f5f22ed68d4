const KATEX_COUNTERS = /katexEqnNo|mmlEqnNo/;

/**
 * KaTeX's stylesheet resets its equation counters on `<body>`, which would override a host page's
 * own `body { counter-reset }`. The rule is deleted once the stylesheet is in; `MarkdownRoot` resets
 * the counters for our replies instead. Sheets from another origin cannot be read and are skipped.
 */
export function dropKatexBodyRule(doc: Document): void {
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (let i = rules.length - 1; i >= 0; i -= 1) {
      const rule = rules[i];
      if (rule && 'selectorText' in rule && (rule as CSSStyleRule).selectorText === 'body' && KATEX_COUNTERS.test(rule.cssText)) sheet.deleteRule(i);
    }
  }
}
