import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_ANSWERS_ID, answerKey } from '../../contract/first-screen.ts';
import { hasBootAnswers, resetBootAnswers, takeBootAnswer } from './boot-answers.ts';

function page(json: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_ANSWERS_ID;
  el.textContent = json;
  document.body.append(el);
}

afterEach(() => {
  document.getElementById(BOOT_ANSWERS_ID)?.remove();
  resetBootAnswers();
});

describe('answers that came with the page', () => {
  it('answers a read once, whatever the order of its fields, in its language only', () => {
    page(JSON.stringify([{ key: answerKey('GET_PRODUCT_DETAIL', 'en', { ProductId: 3, Extra: 'x' }), data: [{ ProductId: 3 }] }]));
    expect(hasBootAnswers()).toBe(true);
    expect(takeBootAnswer('GET_PRODUCT_DETAIL', 'ar', { Extra: 'x', ProductId: 3 })).toBeUndefined();
    expect(takeBootAnswer('GET_PRODUCT_DETAIL', 'en', { ProductId: 4, Extra: 'x' })).toBeUndefined();
    expect(takeBootAnswer('GET_PRODUCT_DETAIL', 'en', { Extra: 'x', ProductId: 3 })).toEqual([{ ProductId: 3 }]);
    expect(takeBootAnswer('GET_PRODUCT_DETAIL', 'en', { Extra: 'x', ProductId: 3 })).toBeUndefined();
    expect(hasBootAnswers()).toBe(false);
    // The element is gone once read: nothing else trips over it.
    expect(document.getElementById(BOOT_ANSWERS_ID)).toBeNull();
  });

  it('a page without answers, or with a damaged block, asks the server', () => {
    expect(takeBootAnswer('GET_HOME_SCREEN_BANNER', 'en', {})).toBeUndefined();
    resetBootAnswers();
    page('[{"key": ');
    expect(hasBootAnswers()).toBe(false);
    expect(takeBootAnswer('GET_HOME_SCREEN_BANNER', 'en', {})).toBeUndefined();
  });
});
