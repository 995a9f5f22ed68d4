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

/** Longest entity reference looked for after an `&`. */
const MAX_REFERENCE = 32;

function isReferenceByte(byte: number): boolean {
  // Letters, digits, `#`, `_`, `-`, `.` and any UTF-8 byte of a non-ASCII character.
  return (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39) || byte === 0x23 || byte === 0x5f || byte === 0x2d || byte === 0x2e || byte > 0x7f;
}

const AMP = 0x26;

/** Whether the `&` at `at` starts a reference (`&name;`, `&#10;`), looking at most MAX_REFERENCE bytes ahead. */
function startsReference(bytes: Buffer, at: number): boolean {
  let end = at + 1;
  while (end < bytes.length && end - at <= MAX_REFERENCE && isReferenceByte(bytes[end]!)) end += 1;
  return end > at + 1 && bytes[end] === 0x3b;
}

/**
 * `&` that starts no reference (`Tom & Jerry`) escaped as `&amp;`. saxes reads such an `&` as the
 * start of a reference that only a `;` ends, swallowing the rest of the document. Done on UTF-8
 * bytes in two passes (count, then copy) with a bounded look-ahead: linear, one allocation.
 */
export function escapeStrayAmpersands(xml: string): string {
  if (!xml.includes('&')) return xml;
  const bytes = Buffer.from(xml, 'utf8');
  let strays = 0;
  for (let at = 0; at < bytes.length; at += 1) if (bytes[at] === AMP && !startsReference(bytes, at)) strays += 1;
  if (strays === 0) return xml;
  const out = Buffer.alloc(bytes.length + strays * 4);
  let written = 0;
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at]!;
    out[written++] = byte;
    if (byte === AMP && !startsReference(bytes, at)) {
      out[written++] = 0x61; // a
      out[written++] = 0x6d; // m
      out[written++] = 0x70; // p
      out[written++] = 0x3b; // ;
    }
  }
  return out.toString('utf8');
}

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
  // The one HTML entity that turns up in hand-made package documents.
  parser.ENTITIES['nbsp'] = '\u00a0';
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
    parser.write(escapeStrayAmpersands(xml)).close();
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
