/**
 * Stands in for `localforage` in the epub.js we bundle (tsup.config.ts). epub.js uses it only for
 * `ePub(…, { store })` offline caching, which the reader never turns on; without it `book.store()`
 * fails with epub.js's own "localForage lib not loaded".
 */
const localforage: undefined = undefined;
export default localforage;
