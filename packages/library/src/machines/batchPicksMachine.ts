import type { BookVisibility } from '@atelier/core';
import { assign, emit, setup } from 'xstate';
import { type PlannedBatch, planBatch } from '../batch/planBatch';
import { BOOK_RULES, checkField } from '@atelier/core';
import { mergeGroups, moveFile, removeFile, renameGroup, setGroupVisibility, splitFile } from '../upload/editGroups';
import { titleFromFileName } from '../upload/fileKind';
import { type BookGroup, type FileLike, groupFiles, type PickedFile } from '../upload/groupFiles';

/** The files picked for a batch, grouped into books and edited before the task starts. */
export interface BatchPicksContext {
  groups: BookGroup[];
  /** Paths of picked files that are no book format and were left out. */
  skipped: string[];
  rootPath: string;
  /** What the user typed, else the picked folder's name. */
  taskName: string;
  /** Who may open every book of the batch. @default 'private' */
  visibility: BookVisibility;
  submitted: boolean;
  createId: () => string;
}

export type BatchPicksEvent =
  /** `defaultName`: the task's name when nothing names it (no folder picked, nothing typed). */
  | { type: 'picks.add'; picked: PickedFile[]; defaultName: string }
  | { type: 'picks.taskName'; value: string }
  | { type: 'picks.visibility'; value: BookVisibility }
  | { type: 'group.rename'; groupId: string; title: string }
  /** `null`: the book follows the batch's visibility again. */
  | { type: 'group.visibility'; groupId: string; value: BookVisibility | null }
  | { type: 'file.remove'; path: string }
  | { type: 'file.split'; groupId: string; path: string }
  | { type: 'group.merge'; sourceId: string; targetId: string }
  | { type: 'file.move'; groupId: string; path: string; delta: -1 | 1 }
  | { type: 'picks.clear' }
  | { type: 'picks.submit'; defaultName: string };

/** Emitted on a submit with books whose titles the server takes: the plan to start `batchTaskMachine` with. */
export type BatchPicksEmitted = { type: 'picks.ready' } & PlannedBatch;

/** The server's title rule (BOOK_RULES) a book's title breaks, else null. */
export const groupTitleProblem = (group: BookGroup) => checkField('title', group.title.trim(), BOOK_RULES.title);

const edit = (change: (groups: BookGroup[], event: BatchPicksEvent, context: BatchPicksContext) => BookGroup[]) =>
  assign<BatchPicksContext, BatchPicksEvent, undefined, BatchPicksEvent, never>({ groups: ({ context, event }) => change(context.groups, event, context) });

/** The picking and grouping rules of `BatchUploader`; the running task is `batchTaskMachine`. */
export const batchPicksMachine = setup({
  types: {
    context: {} as BatchPicksContext,
    events: {} as BatchPicksEvent,
    input: {} as { createId: () => string },
    emitted: {} as BatchPicksEmitted,
  },
  guards: {
    isReady: ({ context }) => context.groups.length > 0 && !context.groups.some(groupTitleProblem),
  },
}).createMachine({
  id: 'batchPicks',
  context: ({ input }) => ({ groups: [], skipped: [], rootPath: '', taskName: '', visibility: 'private', submitted: false, createId: input.createId }),
  on: {
    'picks.add': {
      guard: ({ event }) => event.picked.length > 0,
      actions: assign(({ context, event }) => {
        const known = new Set(context.groups.flatMap((g) => g.files.map((f) => f.path)));
        const grouped = groupFiles<FileLike>(event.picked.filter((p) => !known.has(p.path)), context.createId);
        return {
          groups: [...context.groups, ...grouped.groups],
          skipped: [...context.skipped, ...grouped.skipped.map((s) => s.path)],
          rootPath: context.rootPath || grouped.rootPath,
          taskName: context.taskName || grouped.rootPath || event.defaultName,
        };
      }),
    },
    'picks.taskName': { actions: assign({ taskName: ({ event }) => event.value }) },
    'picks.visibility': { actions: assign({ visibility: ({ event }) => event.value }) },
    'group.rename': { actions: edit((groups, e) => (e.type === 'group.rename' ? renameGroup(groups, e.groupId, e.title) : groups)) },
    'group.visibility': {
      actions: edit((groups, e) => (e.type === 'group.visibility' ? setGroupVisibility(groups, e.groupId, e.value) : groups)),
    },
    'file.remove': { actions: edit((groups, e) => (e.type === 'file.remove' ? removeFile(groups, e.path) : groups)) },
    'file.split': {
      actions: edit((groups, e, c) => (e.type === 'file.split' ? splitFile(groups, e.groupId, e.path, c.createId, titleFromFileName(e.path)) : groups)),
    },
    'group.merge': { actions: edit((groups, e) => (e.type === 'group.merge' ? mergeGroups(groups, e.sourceId, e.targetId) : groups)) },
    'file.move': { actions: edit((groups, e) => (e.type === 'file.move' ? moveFile(groups, e.groupId, e.path, e.delta) : groups)) },
    'picks.clear': { actions: assign({ groups: [], skipped: [], rootPath: '', taskName: '', visibility: 'private', submitted: false }) },
    'picks.submit': [
      {
        guard: 'isReady',
        actions: [
          assign({ submitted: true }),
          emit(({ context, event }) => ({
            type: 'picks.ready' as const,
            ...planBatch(context.groups, {
              taskId: context.createId(),
              taskName: context.taskName.trim() || context.rootPath || event.defaultName,
              rootPath: context.rootPath,
            }, context.visibility),
          })),
        ],
      },
      { actions: assign({ submitted: true }) },
    ],
  },
});
