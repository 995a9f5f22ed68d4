import { describe, expect, it } from 'vitest';
import { stripRemoteCss } from './stripRemoteCss';

describe('stripRemoteCss', () => {
  it('empties remote url()s and keeps the book’s own, data: and blob:', () => {
    const css = `#image { background-image: url('http://idpf.org/sites/default/files/epub-logo.gif'); }
p { background: url(../images/a.png) no-repeat; border-image: url("data:image/png;base64,AAAA") 30; }
h1 { background: url( blob:http://127.0.0.1/1 ) }`;
    expect(stripRemoteCss(css)).toBe(`#image { background-image: url(); }
p { background: url(../images/a.png) no-repeat; border-image: url("data:image/png;base64,AAAA") 30; }
h1 { background: url( blob:http://127.0.0.1/1 ) }`);
  });

  it('drops @import rules whatever their form, and remote fonts', () => {
    const css = `@import url("https://fonts.example/css?family=X");
@IMPORT 'https://cdn.example/a.css' screen;
@import "local.css";
@font-face { font-family: X; src: url(https://fonts.example/x.woff2) format("woff2"), url(../fonts/x.woff2) format("woff2"); }
p { color: red }`;
    const out = stripRemoteCss(css);
    expect(out).not.toMatch(/import|fonts\.example|cdn\.example/i);
    expect(out).toContain('src: url() format("woff2"), url(../fonts/x.woff2) format("woff2")');
    expect(out).toContain('p { color: red }');
  });

  it('sees through escapes, comments and bare strings', () => {
    const out = stripRemoteCss(`a { background: \\75 rl(https://t.example/1.png); }
b { background: u\\72l("\\68ttps://t.example/2.png"); }
c { background-image: image-set("https://t.example/3.png" 1x, "../own.png" 2x); }
d { background: URL(  "https://t.example/4.png"  ); }
/* url(https://t.example/5.png) */ e { content: "Note: read on"; font-family: "Times New Roman"; }`);
    expect(out).not.toContain('t.example');
    expect(out).toContain('"../own.png" 2x');
    expect(out).toContain('content: "Note: read on"; font-family: "Times New Roman"');
  });

  it('leaves ordinary CSS alone', () => {
    const css = `@media (min-width: 30em) { p { margin: 0 0 1em; transform: translate(10px, 2px); } }
@font-face { font-family: "Own"; src: url(fonts/own.otf); }
.x::before { content: "\\201C"; }`;
    expect(stripRemoteCss(css)).toBe(css);
  });
});
