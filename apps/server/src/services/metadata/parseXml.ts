import { SaxesParser } from 'saxes';

export interface XmlElement {
  /** The name without its prefix. */
  local: string;
  prefix: string;
  /** The namespace the prefix is bound to; '' when unbound (sloppy files are still read). */
  uri: string;
  attributes: Record<string, string>;
}

export interface XmlHandlers {
  /** Return true to stop parsing: the caller has what it wanted. */
  open?(element: XmlElement): boolean | void;
  close?(element: XmlElement): boolean | void;
  /** Character data, CDATA included, entities decoded. */
  text?(text: string): void;
}

/** An OPF is 3 or 4 levels deep; anything far deeper is not a package document. */
const MAX_DEPTH = 64;
/**
 * Real-world OPFs carry a few mistakes (`&nbsp;`, a stray `&`), so errors are tolerated, but not
 * many: each one costs saxes an Error object, and garbage produces one every few bytes.
 */
const MAX_ERRORS = 32;

class StopParsing extends Error {}

function splitName(name: string): [prefix: string, local: string] {
  const colon = name.indexOf(':');
  return colon < 0 ? ['', name] : [name.slice(0, colon), name.slice(colon + 1)];
}

/**
 * Streams an XML document through saxes and reports elements with their namespace resolved.
 * saxes runs without its own namespace support: that walks the open-tag stack for every prefix,
 * quadratic in the nesting depth (40,000 nested tags take over 20 s). Here scopes are looked up
 * in a stack capped at MAX_DEPTH, so the work stays linear in the document's length.
 */
export function parseXml(xml: string, handlers: XmlHandlers): void {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  // One entry per open element: the prefixes it declares (null: none) and the element itself.
  const scopes: Array<{ declared: Record<string, string> | null; element: XmlElement }> = [];
  let errors = 0;

  const resolve = (prefix: string): string => {
    if (prefix === 'xml') return 'http://www.w3.org/XML/1998/namespace';
    for (let i = scopes.length - 1; i >= 0; i -= 1) {
      const uri = scopes[i]!.declared?.[prefix];
      if (uri !== undefined) return uri;
    }
    return '';
  };

  parser.on('error', () => {
    errors += 1;
    if (errors > MAX_ERRORS) throw new StopParsing();
  });
  parser.on('opentag', (tag) => {
    if (scopes.length >= MAX_DEPTH) throw new StopParsing();
    let declared: Record<string, string> | null = null;
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (name === 'xmlns') (declared ??= {})[''] = value;
      else if (name.startsWith('xmlns:')) (declared ??= {})[name.slice(6)] = value;
    }
    const [prefix, local] = splitName(tag.name);
    const element: XmlElement = { local, prefix, uri: '', attributes: tag.attributes };
    scopes.push({ declared, element });
    element.uri = resolve(prefix);
    if (handlers.open?.(element)) throw new StopParsing();
  });
  parser.on('closetag', () => {
    const scope = scopes.pop();
    if (scope && handlers.close?.(scope.element)) throw new StopParsing();
  });
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  try {
    parser.write(xml).close();
  } catch (error) {
    if (!(error instanceof StopParsing)) throw error;
  }
}

/** XML bytes as text: UTF-16 when a byte-order mark says so, otherwise UTF-8. */
export function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.toString('utf16le', 2, bytes.length - (bytes.length % 2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)));
    return swapped.swap16().toString('utf16le');
  }
  return bytes.toString('utf8');
}
