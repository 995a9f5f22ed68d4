import { useT } from '@atelier/core';
import type { CSSProperties } from 'react';
import { useEffect, useRef } from 'react';
import { readersNamespace } from '../../i18n/readersNamespace';
import type { PdfDocument } from '../../pdf/openPdf';
import { PageSlot } from './PdfReader.styles';

export interface PdfPageProps {
  doc: PdfDocument;
  page: number;
  scale: number;
  top: number;
  width: number;
  height: number;
}

/** One mounted page: drawn when it mounts or the scale changes, cancelled when it scrolls away. */
export function PdfPage({ doc, page, scale, top, width, height }: PdfPageProps) {
  const t = useT(readersNamespace);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const textRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const textLayer = textRef.current;
    if (!canvas || !textLayer) return undefined;
    const task = doc.renderPage(page, { canvas, textLayer }, scale);
    task.done.catch(() => undefined);
    return () => task.cancel();
  }, [doc, page, scale]);
  // pdf.js sizes the text layer from this variable (CSS px per point).
  const style = { top, width, height, '--total-scale-factor': String(scale), '--scale-round-x': '1px', '--scale-round-y': '1px' } as CSSProperties;
  return (
    <PageSlot role="group" aria-label={t('pdf.pageLabel', { page })} data-page={page} style={style}>
      <canvas ref={canvasRef} aria-hidden="true" />
      <div ref={textRef} className="textLayer" />
    </PageSlot>
  );
}
