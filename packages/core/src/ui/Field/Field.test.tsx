import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../testing/renderWithProvider';
import { Avatar, initialsOf } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Progress } from '../Progress/Progress';
import { Checkbox } from './Checkbox';
import { Select } from './Select';
import { Slider } from './Slider';
import { Switch } from './Switch';
import { TextField } from './TextField';

describe('form fields', () => {
  it('ties label, hint and error to the input', () => {
    renderWithProvider(<TextField label="Password" hint="6 or more characters" error="Too short" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Too short');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['6 or more characters', 'Too short']);
  });

  it('reports select, checkbox, switch and slider changes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onCheck = vi.fn();
    function Controls() {
      const [on, setOn] = useState(false);
      const [temp, setTemp] = useState(1);
      return (
        <>
          <Select label="Voice" options={[{ value: 'alloy', label: 'Alloy' }, { value: 'nova', label: 'Nova' }]} onValueChange={onSelect} />
          <Checkbox label="Save" onCheckedChange={onCheck} />
          <Switch label="Context mode" checked={on} onCheckedChange={setOn} />
          <Slider label="Temperature" value={temp} min={0} max={2} step={0.1} onValueChange={setTemp} format={(v) => v.toFixed(1)} />
        </>
      );
    }
    renderWithProvider(<Controls />);
    await user.selectOptions(screen.getByLabelText('Voice'), 'nova');
    expect(onSelect).toHaveBeenCalledWith('nova');
    await user.click(screen.getByLabelText('Save'));
    expect(onCheck).toHaveBeenCalledWith(true);
    const toggle = screen.getByRole('switch', { name: 'Context mode' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const slider = screen.getByRole('slider', { name: 'Temperature' });
    fireEvent.change(slider, { target: { value: '1.1' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('1.1');
  });
});

describe('Button', () => {
  it('blocks clicks and says it is busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithProvider(
      <Button loading onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Progress and Avatar', () => {
  it('exposes progress values, and indeterminate progress without a value', () => {
    renderWithProvider(
      <>
        <Progress label="Uploading book.epub" value={42.4} />
        <Progress label="Loading engine" />
      </>,
    );
    const [known, unknown] = screen.getAllByRole('progressbar');
    expect(known?.getAttribute('aria-valuenow')).toBe('42');
    expect(known?.getAttribute('aria-valuetext')).toBe('42%');
    expect(unknown?.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('shows initials when there is no picture', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('张三')).toBe('张');
    renderWithProvider(<Avatar name="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
  });
});
