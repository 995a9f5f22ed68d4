import { describe, expect, it } from 'vitest';
import { quietMarkup } from './quietMarkup';

describe('quietMarkup', () => {
  it('drops inline handlers and gives <style> elements the nonce, replacing the book’s own', () => {
    const xhtml = `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><style nonce="theirs" type="text/css">h1 > b { color: red }</style></head>
<body onload="steal()"><img src="a.png" alt="x > y" ONERROR='steal()'/><p title="on" onclick=steal()>Text onclick="not an attribute"</p>
<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:style>rect{}</svg:style><svg:rect onmouseover="x()"/></svg:svg></body></html>`;
    expect(quietMarkup(xhtml, { nonce: 'N' })).toBe(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><style type="text/css" nonce="N">h1 > b { color: red }</style></head>
<body><img src="a.png" alt="x > y"/><p title="on">Text onclick="not an attribute"</p>
<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:style nonce="N">rect{}</svg:style><svg:rect/></svg:svg></body></html>`);
  });

  it('leaves comments, CDATA and raw text alone, and can drop styles entirely', () => {
    const html = `<!doctype html><!-- <p onclick="x()"> --><script>if (a < b) document.write('<p onclick=1>')</script><![CDATA[ <b onclick=1> ]]>
<style>p { color: red }</style><STYLE>q{}</STYLE><textarea><i onclick=1></textarea><p>kept</p>`;
    expect(quietMarkup(html, { dropStyles: true })).toBe(`<!doctype html><!-- <p onclick="x()"> --><script>if (a < b) document.write('<p onclick=1>')</script><![CDATA[ <b onclick=1> ]]>
<textarea><i onclick=1></textarea><p>kept</p>`);
  });

  it('copes with unfinished markup', () => {
    expect(quietMarkup('<p onclick="x')).toBe('<p>');
    expect(quietMarkup('a < b and <')).toBe('a < b and <');
    expect(quietMarkup('<style>p{}')).toBe('<style>p{}');
  });
});
