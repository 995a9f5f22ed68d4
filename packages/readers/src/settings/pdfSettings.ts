import { type PdfZoom, ZOOM_LIMITS } from '../pdf/pdfZoom';

export interface PdfSettings {
  zoom: PdfZoom;
}

export const defaultPdfSettings: PdfSettings = { zoom: { mode: 'fit-width' } };

/** A stored value back as PDF settings; a corrupt zoom falls back to fit width. */
export function readPdfSettings(value: unknown): PdfSettings {
  const zoom = (typeof value === 'object' && value !== null ? (value as { zoom?: unknown }).zoom : null) as Partial<{ mode: unknown; percent: unknown }> | null;
  if (zoom?.mode === 'fit-width' || zoom?.mode === 'fit-page') return { zoom: { mode: zoom.mode } };
  if (zoom?.mode === 'percent' && typeof zoom.percent === 'number' && zoom.percent >= ZOOM_LIMITS.min && zoom.percent <= ZOOM_LIMITS.max) {
    return { zoom: { mode: 'percent', percent: zoom.percent } };
  }
  return defaultPdfSettings;
}
