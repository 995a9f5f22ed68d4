import { useT } from '@atelier/core';
import type { CSSProperties } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { PdfHighlight } from '../../pdf/pdfReaderViewModel';
import { readersNamespace } from '../../i18n/readersNamespace';
import { clearTextLayerMarks, markTextLayer } from '../../pdf/markTextLayer';
import type { PdfDocument } from '../../pdf/openPdf';
import { PageSlot } from './PdfReader.styles';

/** Props of `PdfPage`. */
export interface PdfPageProps {
  /** The open document the page is drawn from. */
  doc: PdfDocument;
  /** Page number, 1-based. */
  page: number;
  /** Drawing scale: 1 is the page's own size. */
  scale: number;
  /** Top of the page's slot in the scrolling stack, in CSS px. */
  top: number;
  /** Drawn width in CSS px. */
  width: number;
  /** Drawn height in CSS px. */
  height: number;
  /** The search match to mark on this page, if it is here. @default null (nothing marked) */
  highlight?: PdfHighlight | null | undefined;
}

/** One mounted page: drawn when it mounts or the scale changes, cancelled when it scrolls away. */
export function PdfPage({ doc, page, scale, top, width, height, highlight = null }: PdfPageProps) {
  const t = useT(readersNamespace);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const textRef = useRef<HTMLDivElement | null>(null);
  /** Counts finished draws: the text layer is rebuilt by each, so the mark goes on again. */
  const [drawn, setDrawn] = useState(0);
  const revealed = useRef(-1);
  useEffect(() => {
    const canvas = canvasRef.current;
    const textLayer = textRef.current;
    if (!canvas || !textLayer) return undefined;
    let live = true;
    const task = doc.renderPage(page, { canvas, textLayer }, scale);
    task.done.then(() => live && setDrawn((n) => n + 1)).catch(() => undefined);
    return () => {
      live = false;
      task.cancel();
    };
  }, [doc, page, scale]);

  useEffect(() => {
    const textLayer = textRef.current;
    if (!textLayer || drawn === 0) return;
    if (!highlight) {
      clearTextLayerMarks(textLayer);
      return;
    }
    const mark = markTextLayer(textLayer, highlight.query, highlight.index);
    // Scroll the match into view once per choice, not again on every redraw (zoom, resize).
    if (mark && revealed.current !== highlight.reveal) {
      revealed.current = highlight.reveal;
      mark.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  }, [drawn, highlight]);

  // pdf.js sizes the text layer from this variable (CSS px per point).
  const style = { top, width, height, '--total-scale-factor': String(scale), '--scale-round-x': '1px', '--scale-round-y': '1px' } as CSSProperties;
  return (
    <PageSlot role="group" aria-label={t('pdf.pageLabel', { page })} data-page={page} style={style}>
      <canvas ref={canvasRef} aria-hidden="true" />
      <div ref={textRef} className="textLayer" />
    </PageSlot>
  );
}
