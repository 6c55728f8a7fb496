// The personalisation rules both sides run (docs/shop-rules.md P1-P4).
import { describe, expect, it } from 'vitest';
import { cartLineKey, checkPersonalisation, inkOf, inkedFields, missingRequired, normaliseText, orderedPersonalisation, printableIn, textLength, type PersonalisationField } from './personalisation.ts';

const field = (over: Partial<PersonalisationField>): PersonalisationField => ({
  Key: 'name', Kind: 'text', Label: 'Name on the mug', Required: true, MaxLength: 20,
  Area: { x: 0.3, y: 0.6, w: 0.3, h: 0.07 }, Font: 'sans', Color: '#2B1A28', PrintWidthMm: 80, PrintHeightMm: 18, ...over,
});
const MUG = [field({}), field({ Key: 'photo', Kind: 'photo', Label: 'Photo on the mug', Required: false, MaxLength: null })];

describe('personalisation rules', () => {
  it('asks for a required text before Add to Cart, in the shop\'s style', () => {
    const problems = checkPersonalisation(MUG, {}, { requireAll: true });
    expect(problems.map((p) => p.message)).toEqual(['Please enter Name on the mug!']);
    expect(checkPersonalisation(MUG, {}, { requireAll: false })).toEqual([]);
    expect(missingRequired(MUG, { photo: 'x' })).toEqual(['name']);
  });

  it('holds a text to its own limit, counting Arabic letters as characters', () => {
    expect(checkPersonalisation(MUG, { name: 'a'.repeat(20) }, { requireAll: true })).toEqual([]);
    expect(checkPersonalisation(MUG, { name: 'a'.repeat(21) }, { requireAll: true })[0]!.message).toBe('Name on the mug can not be more than 20 characters!');
    const arabic = 'محمد عبد الرحمن';
    expect(textLength(arabic)).toBe(15);
    expect(checkPersonalisation(MUG, { name: arabic }, { requireAll: true })).toEqual([]);
  });

  it('refuses unprintable characters, unknown fields and a photo that is not an upload id', () => {
    expect(checkPersonalisation(MUG, { name: 'Ali\u202E' }, { requireAll: true })[0]!.code).toBe('UNPRINTABLE');
    expect(checkPersonalisation(MUG, { name: 'Ali', colour: 'red' }, { requireAll: true })[0]!.code).toBe('UNKNOWN_FIELD');
    expect(checkPersonalisation(MUG, { name: 'Ali', photo: '../../etc/passwd' }, { requireAll: true })[0]!.message).toBe('Please add the photo for Photo on the mug again!');
    expect(checkPersonalisation(MUG, { name: 'Ali', photo: 'A'.repeat(32) }, { requireAll: true })).toEqual([]);
  });

  it('takes only what the shipped print fonts draw, so the print shows what the preview did', () => {
    // Latin with its accents, the rupee, a heart; Arabic with its marks and joiners, in sans and in serif (Amiri).
    // India's scripts with their conjuncts, signs, digits and dandas (Noto Sans and Serif of each).
    const indian = ['प्रिया शर्मा', 'शुभ दीपावली। १४.११.२०२६', 'ॐ श्री गणेशाय नमः', 'প্রিয়া সেন।', 'ਹਰਪ੍ਰੀਤ ਕੌਰ', 'પ્રિયા પટેલ', 'பிரியா ஸ்ரீ', 'ప్రియ రెడ్డి', 'ಪ್ರಿಯಾ ರಾವ್', 'പ്രിയ മേനോൻ'];
    for (const text of ['Zoë & Łukasz – 14.02.2026', '₹ ♥ “Happy Diwali”', 'مُحَمَّد عَلِيّ ٢٠٢٦', 'لا\u200Dإله', ...indian]) {
      expect([text, printableIn('sans', text), printableIn('serif', text)]).toEqual([text, true, true]);
    }
    // An emoji, Chinese and Thai are in no shipped font: the print would draw a box where the phone drew them.
    for (const text of ['Riya 🎂', '小明', 'สมชาย']) {
      expect(printableIn('sans', text)).toBe(false);
      expect(checkPersonalisation(MUG, { name: text }, { requireAll: true })[0]!.message).toBe('Name on the mug has characters that can not be printed!');
    }
    // The serif fields: Arabic from Amiri, since DejaVu Serif has none.
    expect(checkPersonalisation([field({ Font: 'serif' })], { name: 'فاطمة الزهراء' }, { requireAll: true })).toEqual([]);
  });

  it('normalises spaces and keys a line by product, options and personalisation', () => {
    expect(normaliseText('  Riya \n  Sharma ')).toBe('Riya Sharma');
    const a = cartLineKey(3, [{ ProductAttributeID: 1, PrimaryKeyValue: 2 }], { name: 'Riya' });
    expect(cartLineKey(3, [{ ProductAttributeID: 1, PrimaryKeyValue: 2 }], { name: 'Riya' })).toBe(a);
    expect(cartLineKey(3, [{ ProductAttributeID: 1, PrimaryKeyValue: 2 }], { name: 'Aman' })).not.toBe(a);
    expect(cartLineKey(3, [{ ProductAttributeID: 1, PrimaryKeyValue: 2 }], {})).toBe(cartLineKey(3, [{ ProductAttributeID: 1, PrimaryKeyValue: 2 }], undefined));
  });
});

describe('the ink of a product colour (P1)', () => {
  const name = field({ Color: '#2B1A28', Inks: { 2: '#FFF7E8', 1: '#7A1F4A' } });

  it('is the catalogue\'s for the colour, else the field\'s own colour', () => {
    expect([inkOf(name, 2), inkOf(name, 1), inkOf(name, 7), inkOf(name, null), inkOf({ Color: '#2B1A28' }, 2)])
      .toEqual(['#FFF7E8', '#7A1F4A', '#2B1A28', '#2B1A28', '#2B1A28']);
  });

  it('goes with a cart line\'s fields and an ordered line as the one ink used', () => {
    const [inked] = inkedFields([name], 2);
    expect(inked).toMatchObject({ Key: 'name', Color: '#FFF7E8' });
    expect(inked).not.toHaveProperty('Inks');
    const ordered = orderedPersonalisation([name], { name: 'Kabir' }, 2);
    expect(ordered.Fields).toEqual([expect.objectContaining({ Text: 'Kabir', Color: '#FFF7E8' })]);
    expect(ordered.Fields[0]).not.toHaveProperty('Inks');
    expect(orderedPersonalisation([name], { name: 'Kabir' }, null).Fields[0]!.Color).toBe('#2B1A28');
  });
});
