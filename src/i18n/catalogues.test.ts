// The catalogues (docs/rules.md R12.2, docs/architecture.md C6): every spec message and every errorCode
// has an id whose English text is the spec's word for word and an Arabic translation;
// every message parses, and the Arabic one uses the same placeholders.
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ERROR_CODES } from '../../contract/envelope.ts';
import { MSG, overMaxMessage, selectVariantMessage } from '../../contract/messages.ts';
import { englishMessage } from '../../contract/validation.ts';
import { createIntl } from 'react-intl';
import { en } from './en.ts';
import { ar } from './ar.ts';

const intlEn = createIntl({ locale: 'en-IN', messages: en });

function placeholders(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) Object.values(el.options).forEach((o) => placeholders(o.value, out));
    if (el.type === TYPE.tag) placeholders(el.children, out);
  }
  return out;
}

describe('the English and Arabic catalogues', () => {
  it('have a message for every spec message, in English word for word', () => {
    for (const [key, text] of Object.entries(MSG)) {
      const id = `msg.${key}` as keyof typeof en;
      expect(en[id], id).toBe(text);
      expect(ar[id], id).toBeTruthy();
      expect(ar[id], id).not.toBe(text);
    }
    expect(intlEn.formatMessage({ id: 'msg.selectVariant' }, { name: 'Engraving' })).toBe(selectVariantMessage('Engraving'));
    expect(intlEn.formatMessage({ id: 'msg.overMax' }, { max: 4 })).toBe(overMaxMessage(4));
  });

  it('have a message for every errorCode of the contract, and NETWORK', () => {
    for (const code of [...ERROR_CODES, 'NETWORK']) {
      const id = `error.${code}` as keyof typeof en;
      expect(en[id], id).toBeTruthy();
      expect(ar[id], id).toBeTruthy();
    }
  });

  it("give the field rules' messages in English exactly as the server and the shared checker word them", () => {
    const cases = [
      ['REQUIRED', { field: 'Email' }],
      ['MIN_LENGTH', { field: 'Password', n: 6 }],
      ['MAX_LENGTH', { field: 'Message', n: 2000 }],
      ['INVALID_EMAIL', {}],
      ['NOT_A_NUMBER', { field: 'Postal Code' }],
      ['PASSWORD_MISMATCH', {}],
    ] as const;
    for (const [code, params] of cases) {
      expect(intlEn.formatMessage({ id: `error.${code}` }, params)).toBe(englishMessage(code, params));
    }
  });

  it('have the same ids, all non-empty', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(ar)) expect(text.trim(), id).not.toBe('');
  });

  it('parse, and each Arabic message uses the placeholders of the English one', () => {
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      const enVars = placeholders(parse(en[id]));
      const arVars = placeholders(parse(ar[id]));
      expect([...arVars].sort(), id).toEqual([...enVars].sort());
    }
  });
});
