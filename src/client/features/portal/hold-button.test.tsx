// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldButton } from './hold-button';

/** The panic button (issue 30): only a hold of about 2 seconds acts, by finger, mouse or keyboard. */
describe('HoldButton', () => {
  let held: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    held = vi.fn<() => void>();
    render(
      <HoldButton onHeld={held} hint="Press and hold for 2 seconds">
        Hold for help
      </HoldButton>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const button = () => screen.getByRole('button', { name: 'Hold for help' });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('does nothing on a tap or a click', async () => {
    fireEvent.pointerDown(button(), { button: 0, pointerId: 1 });
    await wait(300);
    fireEvent.pointerUp(button(), { button: 0, pointerId: 1 });
    fireEvent.click(button());
    await wait(3000);
    expect(held).not.toHaveBeenCalled();
  });

  it('acts once after 2 seconds held, showing its progress meanwhile', async () => {
    fireEvent.pointerDown(button(), { button: 0, pointerId: 1 });
    await wait(1000);
    expect(button().dataset.holding).toBe('true');
    await wait(900);
    expect(held).not.toHaveBeenCalled();
    await wait(150);
    expect(held).toHaveBeenCalledTimes(1);
    await wait(3000);
    expect(held).toHaveBeenCalledTimes(1);
    expect(button().dataset.holding).toBeUndefined();
  });

  it('starts over when let go early', async () => {
    fireEvent.pointerDown(button(), { button: 0, pointerId: 1 });
    await wait(1500);
    fireEvent.pointerUp(button(), { button: 0, pointerId: 1 });
    expect(button().dataset.holding).toBeUndefined();
    fireEvent.pointerDown(button(), { button: 0, pointerId: 1 });
    await wait(1500);
    expect(held).not.toHaveBeenCalled();
  });

  it('works from the keyboard: Space or Enter held down, key repeats ignored', async () => {
    fireEvent.keyDown(button(), { key: 'Enter' });
    await wait(1000);
    fireEvent.keyUp(button(), { key: 'Enter' });
    expect(held).not.toHaveBeenCalled();
    fireEvent.keyDown(button(), { key: ' ' });
    await wait(1000);
    fireEvent.keyDown(button(), { key: ' ', repeat: true });
    await wait(1100);
    expect(held).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(button(), { key: 'a' });
    await wait(3000);
    expect(held).toHaveBeenCalledTimes(1);
  });

  it('says how to use it', () => {
    expect(button().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Press and hold for 2 seconds').id).toBe(button().getAttribute('aria-describedby'));
  });
});
