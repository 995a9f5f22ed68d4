import { parseXml } from './parseXml';

/** The package document's path from `META-INF/container.xml`: the first `rootfile` that names one. */
export function readContainer(xml: string): string | undefined {
  let fullPath: string | undefined;
  parseXml(xml, {
    open: (element) => {
      if (element.local !== 'rootfile' || !element.attributes['full-path']) return false;
      fullPath = element.attributes['full-path'];
      return true;
    },
  });
  return fullPath;
}
