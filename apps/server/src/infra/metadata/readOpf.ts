import { parseXml, type XmlElement } from './parseXml';

export interface OpfInfo {
  title?: string;
  author?: string;
  description?: string;
  /** The cover image's href as written in the manifest (relative to the OPF). */
  coverHref?: string;
}

const DC = 'http://purl.org/dc/elements/1.1/';
const OPF = 'http://www.idpf.org/2007/opf';
const MAX_TEXT = 2000;
const FIELDS: Record<string, 'title' | 'author' | 'description'> = { title: 'title', creator: 'author', description: 'description' };

/** Dublin Core by its namespace, or by the customary `dc:` prefix when a sloppy file never binds it. */
function dcField(element: XmlElement): 'title' | 'author' | 'description' | undefined {
  const isDc = element.uri === DC || (element.uri === '' && element.prefix.toLowerCase() === 'dc');
  return isDc ? FIELDS[element.local.toLowerCase()] : undefined;
}

function isOpf(element: XmlElement, local: string): boolean {
  return element.local === local && (element.uri === OPF || element.uri === '');
}

function hasToken(list: string | undefined, token: string): boolean {
  return (list ?? '').split(/[\t\n\f\r ]/).includes(token);
}

/**
 * Title, first creator, description and cover of an EPUB package document. The cover is the
 * manifest item with the EPUB 3 `cover-image` property, else the one an EPUB 2
 * `<meta name="cover" content="id">` points at.
 */
export function readOpf(xml: string): OpfInfo {
  const info: OpfInfo = {};
  let field: 'title' | 'author' | 'description' | undefined;
  let fieldDepth = 0;
  let text = '';
  let coverId: string | undefined;
  let propertyCover: string | undefined;
  const hrefById = new Map<string, string>();
  let metadataRead = false;
  let manifestRead = false;

  parseXml(xml, {
    open: (element) => {
      if (field) {
        // Markup inside a field (an <i>, a <span>) contributes only its text.
        fieldDepth += 1;
        return false;
      }
      const name = dcField(element);
      if (name && info[name] === undefined) {
        field = name;
        fieldDepth = 0;
        text = '';
      } else if (isOpf(element, 'meta') && element.attributes['name'] === 'cover') {
        coverId ??= element.attributes['content'];
      } else if (isOpf(element, 'item')) {
        const { id, href, properties } = element.attributes;
        if (href && propertyCover === undefined && hasToken(properties, 'cover-image')) propertyCover = href;
        if (id && href && !hrefById.has(id)) hrefById.set(id, href);
      }
      return false;
    },
    close: (element) => {
      if (field && fieldDepth > 0) {
        fieldDepth -= 1;
        return false;
      }
      if (field) {
        const value = text.trim().slice(0, MAX_TEXT);
        if (value) info[field] = value;
        field = undefined;
        return false;
      }
      // Everything needed sits in <metadata> and <manifest>; the spine and guide can be skipped.
      if (isOpf(element, 'metadata')) metadataRead = true;
      if (isOpf(element, 'manifest')) manifestRead = true;
      return metadataRead && manifestRead;
    },
    text: (chunk) => {
      // One text event may be megabytes long; only the start of a field is kept.
      if (field && text.length < MAX_TEXT * 2) text += chunk.slice(0, MAX_TEXT * 2);
    },
  });

  const coverHref = propertyCover ?? (coverId !== undefined ? hrefById.get(coverId) : undefined);
  if (coverHref) info.coverHref = coverHref;
  return info;
}
