// A product's photos in the editor: offline it says photos need a connection and nothing can
// be picked; a photo over the limit or a file that is not a picture is refused here, in the
// console's language, before anything is sent; online, in order, with a move button per side.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PRODUCT_PHOTO_MAX_BYTES } from '../../contract/admin-catalogue.ts';
import { consoleAr } from './messages-ar.ts';
import { consoleEn } from './messages-en.ts';
import type { Product } from './catalogue-queries.ts';
import { renderConsole } from './console-test-render.tsx';
import { ProductPhotos } from './product-media.tsx';

const product = {
  id: 12, version: 3, digitalFile: null, options: [],
  photos: [{ id: 1, url: '/media/v2/p/u12-aaaaaaaaaaaaaaaa.jpg', colorId: null }, { id: 2, url: '/media/v2/p/u12-bbbbbbbbbbbbbbbb.jpg', colorId: null }],
} as unknown as Product;

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('product photos in the editor', () => {
  it('offline: says photos need a connection, in both languages, and nothing can be picked or moved', () => {
    setOnline(false);
    for (const lang of ['en', 'ar'] as const) {
      renderConsole(<ProductPhotos product={product} version={3} onChanged={() => {}} />, lang);
      expect(screen.getByRole('status').textContent).toBe((lang === 'ar' ? consoleAr : consoleEn)['editor.photosOffline']);
      expect((document.querySelector('input[type=file]') as HTMLInputElement).disabled).toBe(true);
      expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
      cleanup();
    }
  });

  it('online: the photos in order, the first cannot move earlier nor the last later; a file too large or not a picture is refused before sending', () => {
    setOnline(true);
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderConsole(<ProductPhotos product={product} version={3} onChanged={() => {}} />);
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Photo 1 of 2', 'Photo 2 of 2']);
    expect(screen.getByRole('img', { name: 'Photo 1 of 2' }).getAttribute('src')).toBe('/media/v2/p/u12-aaaaaaaaaaaaaaaa.w240.webp');
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move photo 2 later' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move photo 2 earlier' }) as HTMLButtonElement).disabled).toBe(false);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect([input.accept, input.getAttribute('capture')]).toEqual(['image/*', 'environment']);
    const big = new File([new Uint8Array(1)], 'IMG.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: PRODUCT_PHOTO_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe(consoleEn['catalogue.photoTooLarge']);
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert').textContent).toBe(consoleEn['catalogue.photoNotAnImage']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ties a photo to one of the product\'s colours: a choice per photo in the console\'s language, sent with the version; none without colours', async () => {
    setOnline(true);
    expect(document.querySelector('select')).toBeNull();
    const coloured = { ...product, options: [
      { id: 7, attributeId: 1, valueId: 5, displayValue: 'Red', displayValueAr: 'أحمر', priceType: 'fixed', additionalPrice: 0 },
      { id: 8, attributeId: 2, valueId: 3, displayValue: 'Large', displayValueAr: 'كبير', priceType: 'fixed', additionalPrice: 0 },
    ] } as unknown as Product;
    const answered = { ...coloured, version: 4, photos: [{ ...product.photos[0]!, colorId: 5 }, product.photos[1]!] };
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      sent.push([request.method, new URL(request.url).pathname, await request.clone().json()]);
      return new Response(JSON.stringify({ product: answered }), { headers: { 'content-type': 'application/json' } });
    });
    const changed = vi.fn();
    renderConsole(<ProductPhotos product={coloured} version={3} onChanged={changed} />, 'ar');
    const first = screen.getByRole('combobox', { name: consoleAr['editor.photoColour'].replace('{n}', '1') }) as HTMLSelectElement;
    expect([...first.options].map((o) => o.textContent)).toEqual([consoleAr['editor.photoAnyColour'], 'أحمر']);
    fireEvent.change(first, { target: { value: '5' } });
    await waitFor(() => expect(changed).toHaveBeenCalledWith(answered));
    expect(sent).toEqual([['PUT', '/admin/api/products/12/photos/1', { version: 3, colorId: 5 }]]);
  });
});
