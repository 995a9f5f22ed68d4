import { Button, Modal, Slider, useT, vars } from '@atelier/core';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { drawNamespace } from '../../i18n/drawNamespace';
import { Alert, Label, Row, TextArea, Tile } from '../DrawStudio/DrawStudio.styles';
import { hasPaint, toMaskBase64 } from './toMaskBase64';

const Stage = styled.div`
  position: relative;
  display: inline-block;
  max-width: 100%;
  touch-action: none;
  & > img {
    display: block;
    max-width: 100%;
    max-height: 50vh;
  }
  & > canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    cursor: crosshair;
    opacity: 0.5;
  }
  & > canvas:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  outline: 1px solid ${vars.color.border};
`;

/** Where a keyboard user's brush is (the canvas itself shows only paint). */
const KeyCursor = styled.span`
  position: absolute;
  border: 2px solid ${vars.color.focusRing};
  border-radius: 50%;
  transform: translate(-50%, -50%);
  pointer-events: none;
`;

/** Props of `MaskEditor`. */
export interface MaskEditorProps {
  /** Whether the editor's dialog is shown. */
  open: boolean;
  /** Address of the image whose region is painted. */
  imageSrc: string;
  /** The task's prompt, the starting text of the editable prompt field. */
  prompt: string;
  /** Sends the edited prompt and the painted region as a base64 black-and-white PNG mask. */
  onSubmit: (modal: { prompt: string; maskBase64: string }) => void;
  /** The dialog was cancelled or closed. */
  onClose: () => void;
}

/** Partial redraw (Vary Region): paint the region with a brush, erase, undo; sends a B/W PNG mask. */
export function MaskEditor({ open, imageSrc, prompt, onSubmit, onClose }: MaskEditorProps) {
  const t = useT(drawNamespace);
  const canvas = useRef<HTMLCanvasElement>(null);
  const history = useRef<ImageData[]>([]);
  const drawing = useRef(false);
  const [tool, setTool] = useState<'brush' | 'eraser'>('brush');
  const [size, setSize] = useState(32);
  const [text, setText] = useState(prompt);
  const [empty, setEmpty] = useState(false);
  // The keyboard brush in canvas pixels, with the canvas size; null until the keyboard is used.
  const [cursor, setCursor] = useState<{ x: number; y: number; width: number; height: number } | null>(null);
  const promptId = useId();
  const keysId = useId();

  const ctx = () => canvas.current?.getContext('2d') ?? null;
  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const el = e.currentTarget;
    const rect = el.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) / rect.width) * el.width, y: ((e.clientY - rect.top) / rect.height) * el.height };
  };
  const stamp = (x: number, y: number) => {
    const c = ctx();
    if (!c) return;
    c.globalCompositeOperation = tool === 'brush' ? 'source-over' : 'destination-out';
    c.fillStyle = '#fff';
    c.beginPath();
    c.arc(x, y, size / 2, 0, Math.PI * 2);
    c.fill();
  };
  const paint = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const { x, y } = point(e);
    stamp(x, y);
  };
  const remember = () => {
    const c = ctx();
    const el = canvas.current;
    if (c && el) history.current.push(c.getImageData(0, 0, el.width, el.height));
  };
  // Arrow keys move the brush (Shift: further), Space or Enter paints with the current tool.
  const onKey = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const el = e.currentTarget;
    const at = cursor ?? { x: el.width / 2, y: el.height / 2 };
    const step = (e.shiftKey ? 0.1 : 0.025) * Math.max(el.width, el.height);
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      setCursor({ x: Math.min(el.width, Math.max(0, at.x + move[0])), y: Math.min(el.height, Math.max(0, at.y + move[1])), width: el.width, height: el.height });
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      remember();
      stamp(at.x, at.y);
      setCursor({ x: at.x, y: at.y, width: el.width, height: el.height });
      setEmpty(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={({ open: next }) => (next ? undefined : onClose())}
      title={t('mask.title')}
      description={t('mask.hint')}
      footer={
        <>
          <Button onClick={onClose}>{t('mask.cancel')}</Button>
          <Button
            variant="primary"
            onClick={() => {
              const el = canvas.current;
              if (!el || !hasPaint(el)) return setEmpty(true);
              onSubmit({ prompt: text.trim(), maskBase64: toMaskBase64(el) });
            }}
          >
            {t('mask.submit')}
          </Button>
        </>
      }
    >
      <Row role="group" aria-label={t('mask.title')}>
        <Tile type="button" $active={tool === 'brush'} aria-pressed={tool === 'brush'} onClick={() => setTool('brush')}>
          {t('mask.brush')}
        </Tile>
        <Tile type="button" $active={tool === 'eraser'} aria-pressed={tool === 'eraser'} onClick={() => setTool('eraser')}>
          {t('mask.eraser')}
        </Tile>
        <Button
          size="sm"
          onClick={() => {
            const last = history.current.pop();
            if (last) ctx()?.putImageData(last, 0, 0);
          }}
        >
          {t('mask.undo')}
        </Button>
      </Row>
      <Slider label={t('mask.size')} min={4} max={128} step={4} value={size} onValueChange={setSize} />
      <Stage>
        <img
          src={imageSrc}
          alt=""
          crossOrigin="anonymous"
          onLoad={(e) => {
            const el = canvas.current;
            if (!el) return;
            el.width = e.currentTarget.naturalWidth || 512;
            el.height = e.currentTarget.naturalHeight || 512;
          }}
        />
        <canvas
          ref={canvas}
          data-testid="mask-canvas"
          tabIndex={0}
          aria-label={t('mask.canvas')}
          aria-describedby={keysId}
          onKeyDown={onKey}
          onPointerDown={(e) => {
            remember();
            drawing.current = true;
            setEmpty(false);
            e.currentTarget.setPointerCapture?.(e.pointerId);
            paint(e);
          }}
          onPointerMove={paint}
          onPointerUp={() => (drawing.current = false)}
          onPointerCancel={() => (drawing.current = false)}
        />
        {cursor ? (
          <KeyCursor
            aria-hidden="true"
            style={{
              left: `${(cursor.x / cursor.width) * 100}%`,
              top: `${(cursor.y / cursor.height) * 100}%`,
              width: `${(size / cursor.width) * 100}%`,
              aspectRatio: '1',
            }}
          />
        ) : null}
      </Stage>
      <p id={keysId} style={{ margin: 0, fontSize: '0.85em' }}>
        {t('mask.keys')}
      </p>
      <div>
        <Label htmlFor={promptId}>{t('mask.prompt')}</Label>
        <TextArea id={promptId} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      {empty && <Alert role="alert">{t('mask.empty')}</Alert>}
    </Modal>
  );
}
