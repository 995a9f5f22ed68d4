/** How big pages are drawn: to the reader's width, whole on screen, or a fixed percentage. */
export type PdfZoom = { mode: 'fit-width' } | { mode: 'fit-page' } | { mode: 'percent'; percent: number };

export interface PdfBoxSize {
  width: number;
  height: number;
}

/** PDF sizes are in points (1/72 in); CSS pixels are 1/96 in, so 100 % draws 96/72 px per point. */
export const CSS_PER_POINT = 96 / 72;
export const ZOOM_STEPS = [25, 50, 67, 75, 90, 100, 110, 125, 150, 175, 200, 250, 300, 400] as const;
export const ZOOM_LIMITS = { min: 25, max: 400 } as const;

const clampPercent = (p: number) => Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, p));

/**
 * The scale pdf.js draws a page at (viewport scale: CSS px per point). `page` is in points at
 * scale 1, `room` the space for one page in CSS px (the scroller minus its padding).
 */
export function pdfScale(zoom: PdfZoom, page: PdfBoxSize, room: PdfBoxSize): number {
  if (page.width <= 0 || page.height <= 0) return CSS_PER_POINT;
  if (zoom.mode === 'percent') return (clampPercent(zoom.percent) / 100) * CSS_PER_POINT;
  const width = Math.max(1, room.width) / page.width;
  if (zoom.mode === 'fit-width') return clampScale(width);
  return clampScale(Math.min(width, Math.max(1, room.height) / page.height));
}

function clampScale(scale: number): number {
  return Math.min((ZOOM_LIMITS.max / 100) * CSS_PER_POINT, Math.max((ZOOM_LIMITS.min / 100) * CSS_PER_POINT, scale));
}

/** The percentage a scale shows as (100 % = actual size). */
export function zoomPercent(scale: number): number {
  return Math.round((scale / CSS_PER_POINT) * 100);
}

/** The next zoom step in or out from the current percentage. */
export function stepZoom(percent: number, direction: 'in' | 'out'): number {
  if (direction === 'in') return ZOOM_STEPS.find((s) => s > percent + 0.5) ?? ZOOM_LIMITS.max;
  return [...ZOOM_STEPS].reverse().find((s) => s < percent - 0.5) ?? ZOOM_LIMITS.min;
}
