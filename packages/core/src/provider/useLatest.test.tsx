import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useLatest } from './useLatest';

describe('useLatest', () => {
  it('gives a long-lived callback the value of the latest render', () => {
    const seen: string[] = [];
    let fire: () => void = () => {};
    function Probe({ label }: { label: string }) {
      const latest = useLatest(label);
      // Registered once, like a listener a machine or the DOM keeps.
      useEffect(() => {
        fire = () => seen.push(latest.current);
      }, [latest]);
      return null;
    }
    const { rerender } = render(<Probe label="first" />);
    act(() => fire());
    rerender(<Probe label="second" />);
    act(() => fire());
    expect(seen).toEqual(['first', 'second']);
  });
});
