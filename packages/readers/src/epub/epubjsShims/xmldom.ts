/**
 * Stands in for `@xmldom/xmldom` in the epub.js we bundle (tsup.config.ts). epub.js only reaches for
 * it where the environment has no native `DOMParser`/`XMLSerializer`; every browser has both, so the
 * native parser is all it ever gets, and the 67 kB XML parser stays out of the EPUB chunk.
 */
export const DOMParser: typeof globalThis.DOMParser | undefined = globalThis.DOMParser;
