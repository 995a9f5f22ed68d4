import type { ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { BookReaderView } from '../BookReaderView';

export const HOST_HEIGHT = 400;

/** A format's view as BookReader shows it, in a host page that gives the reader 400 px. */
export function HostBox({ title, view, flexParent = false }: { title: string; view: (back: ReactNode) => ReactNode; flexParent?: boolean }) {
  const reader = (
    <BookReaderView
      phase="ready"
      title={title}
      loaded={0}
      total={null}
      errorCode={null}
      retry={fn()}
      style={flexParent ? { flex: 1, minHeight: 0 } : { height: HOST_HEIGHT }}
      renderReady={view}
    />
  );
  return (
    <div data-host="" style={flexParent ? { height: HOST_HEIGHT, display: 'flex', flexDirection: 'column' } : {}}>
      {reader}
    </div>
  );
}

/**
 * Inside the host box the format's view (everything under the title) is between 300 and 400 px
 * tall and ends at the box's bottom edge; the reading area given (pages, frame, video) ends there
 * too and is more than 60 % of the box (the title and toolbars keep the rest), instead of being
 * sized by the window (75 vh) and spilling out of the host's box.
 */
export async function expectFillsHostBox(canvasElement: HTMLElement, area?: HTMLElement, minArea = 0.6 * HOST_HEIGHT) {
  const box = canvasElement.querySelector('[data-host]') as HTMLElement;
  const bottom = box.getBoundingClientRect().bottom + 0.5;
  const view = box.querySelector('section > :last-child') as HTMLElement;
  const viewBox = view.getBoundingClientRect();
  await expect(viewBox.height).toBeLessThanOrEqual(HOST_HEIGHT);
  await expect(viewBox.height).toBeGreaterThan(300);
  await expect(viewBox.bottom).toBeLessThanOrEqual(bottom);
  for (const part of view.querySelectorAll<HTMLElement>(':scope > *')) await expect(part.getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom);
  if (area) {
    await expect(area.getBoundingClientRect().height).toBeGreaterThan(minArea);
    await expect(area.getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom);
  }
}
