import { describe, expect, it } from 'vitest';
import { downloadName, extensionFor } from './download-file.ts';
import { digitalState } from './components/order-items.tsx';

describe('the downloaded file', () => {
  it('is named after the product with the extension of its content type', () => {
    expect(downloadName('Tohfa E-Gift Card 1000', 'application/pdf')).toBe('Tohfa_E-Gift_Card_1000.pdf');
    expect(downloadName('Photo: "Maa" / 2024', 'image/png; charset=binary')).toBe('Photo_Maa_2024.png');
    expect(extensionFor('application/x-custom')).toBe('xcustom');
  });

  it('falls back to Your_Digital_Product without a usable name', () => {
    expect(downloadName('', 'application/zip')).toBe('Your_Digital_Product.zip');
    expect(downloadName('///', null)).toBe('Your_Digital_Product.bin');
  });
});

describe('the digital column', () => {
  const row = { IsDigitalProduct: true, LatestStatusID: 3, ShippingStatusID: null, DownloadToken: 't' };
  it('offers Download for a Completed digital item, Yes (In Progress) while it is made, No otherwise', () => {
    expect(digitalState(row)).toBe('download');
    expect(digitalState({ ...row, LatestStatusID: 2, ShippingStatusID: 3 })).toBe('download');
    expect(digitalState({ ...row, LatestStatusID: 2, DownloadToken: null })).toBe('inProgress');
    expect(digitalState({ ...row, LatestStatusID: 1, DownloadToken: null })).toBe('inProgress');
    expect(digitalState({ ...row, LatestStatusID: 5, DownloadToken: null })).toBe('no');
    expect(digitalState({ ...row, IsDigitalProduct: false })).toBe('no');
  });
});
