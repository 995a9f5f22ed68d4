import type { PickedFile } from './groupFiles';
import { pathOf } from './groupFiles';

/** The parts of the File and Directory Entries API a drop needs (typed here: lib.dom's are partial). */
interface Entry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
}
interface FileEntry extends Entry {
  file(success: (file: File) => void, failure?: (error: unknown) => void): void;
}
interface DirectoryEntry extends Entry {
  createReader(): { readEntries(success: (entries: Entry[]) => void, failure?: (error: unknown) => void): void };
}

function readFile(entry: FileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

async function readDirectory(entry: DirectoryEntry): Promise<Entry[]> {
  const reader = entry.createReader();
  const all: Entry[] = [];
  // readEntries answers in chunks (100 in Chromium) until it returns an empty list.
  for (;;) {
    const chunk = await new Promise<Entry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (chunk.length === 0) return all;
    all.push(...chunk);
  }
}

async function walk(entry: Entry, out: PickedFile<File>[]): Promise<void> {
  if (entry.isFile) {
    const file = await readFile(entry as FileEntry);
    out.push({ path: entry.fullPath.replace(/^\/+/, ''), file });
  } else if (entry.isDirectory) {
    for (const child of await readDirectory(entry as DirectoryEntry)) await walk(child, out);
  }
}

/** Files of a drop, folders included (with their relative paths); plain files when entries are unavailable. */
export async function readDroppedFiles(data: DataTransfer): Promise<PickedFile<File>[]> {
  const entries = [...data.items]
    .map((item) => (item.kind === 'file' ? (item as { webkitGetAsEntry?: () => Entry | null }).webkitGetAsEntry?.() ?? null : null))
    .filter((entry): entry is Entry => entry !== null);
  if (entries.length === 0) return [...data.files].map((file) => ({ path: pathOf(file), file }));
  const out: PickedFile<File>[] = [];
  for (const entry of entries) await walk(entry, out);
  return out;
}

/** Files of an `<input type="file" multiple webkitdirectory>` with their paths. */
export function pickedFromList(list: FileList | readonly File[] | null): PickedFile<File>[] {
  return [...(list ?? [])].map((file) => ({ path: pathOf(file), file }));
}
