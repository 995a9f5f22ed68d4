import { describe, expect, it } from 'vitest';
import { destination, isCurrentDestination, mineTabOf, navGroups } from './navDestinations';

describe('navGroups', () => {
  it('gives a guest the shared places only, and an admin also Admin; ppe adds Dev', () => {
    const guest = navGroups({ signedIn: false, admin: false, publicLibrary: false, dev: false });
    expect(guest.primary.map((d) => d.id)).toEqual(['chat', 'draw', 'gallery', 'upload']);
    expect(guest.personal).toEqual([]);
    const boss = navGroups({ signedIn: true, admin: true, publicLibrary: true, dev: true });
    expect(boss.primary.map((d) => d.id)).toEqual(['chat', 'draw', 'gallery', 'upload', 'public', 'dev']);
    expect(boss.personal.map((d) => d.id)).toEqual(['myBooks', 'history', 'batchUpload', 'tasks', 'mine', 'admin']);
  });
});

describe('isCurrentDestination', () => {
  it('marks a place on its sub-routes but not on a path that only starts alike', () => {
    expect(isCurrentDestination(destination('chat'), '/chat/abc', '')).toBe(true);
    expect(isCurrentDestination(destination('chat'), '/chatter', '')).toBe(false);
    expect(isCurrentDestination(destination('upload'), '/info/main/u1', '')).toBe(true);
    expect(isCurrentDestination(destination('upload'), '/upload/batchupload', '')).toBe(false);
    expect(isCurrentDestination(destination('tasks'), '/upload/tasks/t1', '')).toBe(true);
  });

  it('tells the Mine page from its tabs by the address', () => {
    expect(isCurrentDestination(destination('mine'), '/mine/index', '')).toBe(true);
    expect(isCurrentDestination(destination('myBooks'), '/mine/index', '')).toBe(false);
    expect(isCurrentDestination(destination('history'), '/mine/index', '?tab=history')).toBe(true);
    expect(isCurrentDestination(destination('mine'), '/mine/index', '?tab=history')).toBe(false);
    expect(mineTabOf('?tab=nonsense')).toBeNull();
  });
});
