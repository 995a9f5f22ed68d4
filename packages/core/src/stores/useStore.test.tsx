import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore, type Store } from './createStore';
import { useStore } from './useStore';

interface Counter {
  count: number;
  label: string;
}

function Whole({ store }: { store: Store<Counter> }) {
  const state = useStore(store);
  return (
    <p>
      {state.label}: {state.count}
    </p>
  );
}

function LabelOnly({ store }: { store: Store<Counter> }) {
  const label = useStore(store, (s) => s.label);
  return <p>label {label}</p>;
}

function Derived({ store }: { store: Store<Counter> }) {
  const view = useStore(store, (s) => ({ text: `${s.label}×${s.count}` }));
  return <p>{view.text}</p>;
}

describe('useStore', () => {
  it('re-renders with the store state when it changes', () => {
    const store = createStore({ count: 0, label: 'books' });
    render(<Whole store={store} />);
    expect(screen.getByText('books: 0')).toBeTruthy();
    act(() => store.setState({ count: 3 }));
    expect(screen.getByText('books: 3')).toBeTruthy();
  });

  it('skips re-renders when the selected value stays the same', () => {
    const store = createStore({ count: 0, label: 'a' });
    let renders = 0;
    render(
      <Profiler id="label" onRender={() => (renders += 1)}>
        <LabelOnly store={store} />
      </Profiler>,
    );
    const afterMount = renders;
    act(() => store.setState({ count: 1 }));
    expect(renders).toBe(afterMount);
    act(() => store.setState({ label: 'b' }));
    expect(screen.getByText('label b')).toBeTruthy();
    expect(renders).toBe(afterMount + 1);
  });

  it('accepts a selector that builds a new object on every call', () => {
    const store = createStore({ count: 1, label: 'x' });
    render(<Derived store={store} />);
    expect(screen.getByText('x×1')).toBeTruthy();
    act(() => store.setState({ count: 2 }));
    expect(screen.getByText('x×2')).toBeTruthy();
  });

  it('stops listening after unmount', () => {
    const inner = createStore({ count: 0, label: 'a' });
    let listening = 0;
    const store: Store<Counter> = {
      ...inner,
      subscribe(listener) {
        listening += 1;
        const unsubscribe = inner.subscribe(listener);
        return () => {
          listening -= 1;
          unsubscribe();
        };
      },
    };
    const { unmount } = render(<Whole store={store} />);
    expect(listening).toBe(1);
    unmount();
    expect(listening).toBe(0);
  });
});
