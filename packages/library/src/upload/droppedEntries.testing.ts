/**
 * Fake File and Directory Entries, as a browser hands them to a drop: directories answer
 * `readEntries` in chunks (Chromium: 100) and then an empty list.
 */
export interface FakeTree {
  [name: string]: FakeTree | File;
}

interface FakeEntry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
  file?: (success: (file: File) => void) => void;
  createReader?: () => { readEntries(success: (entries: FakeEntry[]) => void): void };
}

export function fakeEntry(name: string, node: FakeTree | File, parent = '', chunk = 2): FakeEntry {
  const fullPath = `${parent}/${name}`;
  if (node instanceof File) return { isFile: true, isDirectory: false, name, fullPath, file: (success) => success(node) };
  const children = Object.entries(node).map(([child, value]) => fakeEntry(child, value, fullPath, chunk));
  return {
    isFile: false,
    isDirectory: true,
    name,
    fullPath,
    createReader() {
      let at = 0;
      return {
        readEntries(success) {
          const next = children.slice(at, at + chunk);
          at += next.length;
          setTimeout(() => success(next), 0);
        },
      };
    },
  };
}

/** A DataTransfer-shaped object holding the given top-level entries (and no plain files). */
export function droppedTree(tree: FakeTree, chunk = 2): DataTransfer {
  const items = Object.entries(tree).map(([name, node]) => ({ kind: 'file', webkitGetAsEntry: () => fakeEntry(name, node, '', chunk) }));
  return { items, files: [], types: ['Files'] } as unknown as DataTransfer;
}
