import { describe, expect, it } from 'vitest';
import { mergeConversation } from './mergeConversation';
import type { Conversation } from './types';

const base: Conversation = { id: 'c1', title: 'Picnic', titleEdited: false, createdAt: 1, updatedAt: 10, leafId: 'm1', settings: {} };

describe('mergeConversation', () => {
  it('keeps a rename made here offline and the newer branch from the other device', () => {
    const mine = { ...base, title: 'Picnic on Sunday', titleEdited: true, titleAt: 20 };
    const theirs = { ...base, updatedAt: 30, leafId: 'm2' };
    expect(mergeConversation(mine, theirs)).toEqual({ ...theirs, title: 'Picnic on Sunday', titleEdited: true, titleAt: 20 });
  });

  it('takes the other device’s rename when it is the later one, and each field on its own', () => {
    const mine = { ...base, title: 'Mine', titleAt: 20, settings: { temperature: 0.2 }, settingsAt: 25 };
    const theirs = { ...base, title: 'Theirs', titleAt: 22, settings: { temperature: 0.9 }, settingsAt: 5, updatedAt: 30 };
    expect(mergeConversation(mine, theirs)).toMatchObject({ title: 'Theirs', titleAt: 22, settings: { temperature: 0.2 }, settingsAt: 25, updatedAt: 30 });
  });

  it('is theirs when neither side says when a field was set (older records)', () => {
    const theirs = { ...base, title: 'From the laptop', updatedAt: 30 };
    expect(mergeConversation({ ...base, title: 'Old here' }, theirs)).toEqual(theirs);
  });
});
