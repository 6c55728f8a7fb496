import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastPress } from './notify.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the control a toast answers', () => {
  it('is the one pressed last, by pointer or by Enter, for three seconds while it is on the page', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button id="a">A</button><button id="b">B</button>';
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    a.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(lastPress()).toBe(a);
    b.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(lastPress()).toBe(b);
    a.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(lastPress()).toBe(b);
    vi.advanceTimersByTime(3001);
    expect(lastPress()).toBeNull();
    a.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    a.remove();
    expect(lastPress()).toBeNull();
  });
});
