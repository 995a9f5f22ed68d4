export interface Layer {
  /** Elements that belong to the layer (panel, popover content, trigger). */
  contains: (node: Node) => boolean;
  onEscape: () => void;
  /** Returns true when it handled the Tab key; unhandled Tabs go to the layer below. */
  onTab?: (event: KeyboardEvent) => boolean;
}

const stack: Layer[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented) return;
  if (event.key === 'Escape') {
    const top = stack[stack.length - 1];
    if (!top) return;
    event.preventDefault();
    top.onEscape();
  } else if (event.key === 'Tab') {
    for (let i = stack.length - 1; i >= 0; i -= 1) {
      if (stack[i]?.onTab?.(event)) return;
    }
  }
}

/** Adds an overlay on top of the others; returns its removal. Only the top layer gets Esc. */
export function pushLayer(layer: Layer): () => void {
  if (stack.length === 0) document.addEventListener('keydown', onKeyDown);
  stack.push(layer);
  return () => {
    const index = stack.indexOf(layer);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) document.removeEventListener('keydown', onKeyDown);
  };
}

/** True when `node` sits in `layer` or in any layer opened above it (e.g. a popover over a modal). */
export function isInLayerOrAbove(layer: Layer, node: Node): boolean {
  const index = stack.indexOf(layer);
  if (index < 0) return false;
  return stack.slice(index).some((l) => l.contains(node));
}
