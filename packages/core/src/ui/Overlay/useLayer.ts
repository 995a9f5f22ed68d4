import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Layer, pushLayer } from './layerStack';

/** Registers an open overlay in the layer stack; the latest callbacks are always used. */
export function useLayer(active: boolean, layer: Layer): { current: Layer } {
  const latest = useRef(layer);
  useLayoutEffect(() => {
    latest.current = layer;
  });
  const stable = useRef<Layer>({
    contains: (node) => latest.current.contains(node),
    onEscape: () => latest.current.onEscape(),
    onTab: (event) => latest.current.onTab?.(event) ?? false,
  });
  useEffect(() => {
    if (!active) return;
    return pushLayer(stable.current);
  }, [active]);
  return stable;
}
