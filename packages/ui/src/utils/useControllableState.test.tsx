import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { useControllableState } from './useControllableState';

interface CounterProps {
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  setters?: unknown[];
}

function Counter({ value, defaultValue = 0, onChange, setters }: CounterProps) {
  const [count, setCount] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange,
  });
  useEffect(() => {
    setters?.push(setCount);
  });
  return (
    <>
      <output aria-label="Compte">{count}</output>
      <button type="button" onClick={() => setCount((previous) => previous + 1)}>
        Plus un
      </button>
      <button
        type="button"
        onClick={() => {
          setCount((previous) => previous + 1);
          setCount((previous) => previous + 1);
        }}
      >
        Plus deux
      </button>
      <button type="button" onClick={() => setCount(count)}>
        Même valeur
      </button>
      <button type="button" onClick={() => setCount(10)}>
        Dix
      </button>
    </>
  );
}

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled, starting from the default, and reports changes', async () => {
    const onChange = vi.fn();
    const screen = await render(<Counter defaultValue={3} onChange={onChange} />);
    const count = screen.getByRole('status', { name: 'Compte' });
    await expect.element(count).toHaveTextContent('3');
    await screen.getByRole('button', { name: 'Plus un' }).click();
    await expect.element(count).toHaveTextContent('4');
    await screen.getByRole('button', { name: 'Dix' }).click();
    await expect.element(count).toHaveTextContent('10');
    expect(onChange.mock.calls).toEqual([[4], [10]]);
  });

  it('does not call onChange when the value does not change', async () => {
    const onChange = vi.fn();
    const screen = await render(<Counter defaultValue={10} onChange={onChange} />);
    await screen.getByRole('button', { name: 'Même valeur' }).click();
    await screen.getByRole('button', { name: 'Dix' }).click();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies two functional updates made in one event one after the other', async () => {
    const onChange = vi.fn();
    const screen = await render(<Counter onChange={onChange} />);
    await screen.getByRole('button', { name: 'Plus deux' }).click();
    await expect.element(screen.getByRole('status', { name: 'Compte' })).toHaveTextContent('2');
    expect(onChange.mock.calls).toEqual([[1], [2]]);
  });

  it('follows the parent when controlled: it asks through onChange and changes only when told', async () => {
    const onChange = vi.fn();
    function Parent() {
      const [value, setValue] = useState(5);
      return (
        <>
          <Counter value={value} onChange={onChange} />
          <button type="button" onClick={() => setValue(7)}>
            Sept
          </button>
        </>
      );
    }
    const screen = await render(<Parent />);
    const count = screen.getByRole('status', { name: 'Compte' });
    await screen.getByRole('button', { name: 'Plus un' }).click();
    await screen.getByRole('button', { name: 'Plus un' }).click();
    await expect.element(count).toHaveTextContent('5');
    // Each wish starts from the controlled value, which the parent kept.
    expect(onChange.mock.calls).toEqual([[6], [6]]);
    await screen.getByRole('button', { name: 'Sept' }).click();
    await expect.element(count).toHaveTextContent('7');
    await screen.getByRole('button', { name: 'Plus un' }).click();
    expect(onChange).toHaveBeenLastCalledWith(8);
  });

  it('treats null as a controlled value, only undefined as uncontrolled', async () => {
    function Choice({ value }: { value?: string | null }) {
      const [choice, setChoice] = useControllableState<string | null>({
        prop: value,
        defaultProp: 'b',
      });
      return (
        <button type="button" onClick={() => setChoice('c')}>
          {`Choix ${choice ?? 'aucun'}`}
        </button>
      );
    }
    const screen = await render(
      <>
        <Choice value={null} />
        <Choice />
      </>,
    );
    await screen.getByRole('button', { name: 'Choix aucun' }).click();
    await expect.element(screen.getByRole('button', { name: 'Choix aucun' })).toBeVisible();
    await screen.getByRole('button', { name: 'Choix b' }).click();
    await expect.element(screen.getByRole('button', { name: 'Choix c' })).toBeVisible();
  });

  it('gives a setter that keeps its identity across renders and value changes', async () => {
    const setters: unknown[] = [];
    function Parent() {
      const [value, setValue] = useState<number | undefined>(undefined);
      return (
        <>
          <Counter value={value} setters={setters} />
          <button type="button" onClick={() => setValue(1)}>
            Contrôler
          </button>
        </>
      );
    }
    const screen = await render(<Parent />);
    await screen.getByRole('button', { name: 'Plus un' }).click();
    await screen.getByRole('button', { name: 'Contrôler' }).click();
    await userEvent.click(screen.getByRole('button', { name: 'Plus un' }));
    expect(setters.length).toBeGreaterThanOrEqual(3);
    expect(new Set(setters).size).toBe(1);
  });
});
