// The product page holds a text to its field's limit as the shopper types (docs/shop-rules.md
// P2), counting characters as the server does (an Arabic letter is one), and says how many
// are used, in the page's language; a line break becomes a space.
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { textLength, type PersonalisationField } from '../../../../contract/personalisation.ts';
import { en } from '../../../i18n/en.ts';
import { ar } from '../../../i18n/ar.ts';
import { intlLocale } from '../../../i18n/locale.ts';
import { PersonalisationFields } from './personalisation-fields.tsx';

afterEach(cleanup);

const name = (label: string): PersonalisationField => ({
  Key: 'name', Kind: 'text', Label: label, Required: true, MaxLength: 20,
  Area: { x: 0.3, y: 0.6, w: 0.3, h: 0.07 }, Font: 'sans', Color: '#2B1A28', PrintWidthMm: 80, PrintHeightMm: 18,
});

function Fields({ lang, label }: { lang: 'en' | 'ar'; label: string }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <IntlProvider locale={intlLocale(lang)} messages={lang === 'en' ? en : ar}>
      <PersonalisationFields fields={[name(label)]} values={values} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        onPhoto={() => {}} photoState={{}} />
    </IntlProvider>
  );
}

describe('a text field on the product page', () => {
  it('keeps 20 characters of a longer name and counts them', () => {
    render(<Fields lang="en" label="Name on the mug" />);
    const box = screen.getByRole('textbox', { name: 'Name on the mug (required)' });
    // Marked as the product's required options are: a red asterisk for the eye, the word for a screen reader.
    expect((box as HTMLInputElement).labels?.[0]?.querySelector('.option-label__required[aria-hidden="true"]')?.textContent).toBe('*');
    fireEvent.change(box, { target: { value: 'Riya Sharma and Aman\nVerma' } });
    expect((box as HTMLInputElement).value).toBe('Riya Sharma and Aman');
    expect(screen.getByText('20 of 20 characters')).toBeTruthy();
  });

  it('counts Arabic letters as characters, in Arabic', () => {
    render(<Fields lang="ar" label="الاسم على المج" />);
    const box = screen.getByRole('textbox', { name: 'الاسم على المج (مطلوب)' });
    fireEvent.change(box, { target: { value: 'محمد عبد الرحمن الهاشمي' } });
    const kept = (box as HTMLInputElement).value;
    expect([kept, textLength(kept)]).toEqual(['محمد عبد الرحمن الها', 20]);
    expect(screen.getByText('20 من 20 حرفًا')).toBeTruthy();
  });
});
