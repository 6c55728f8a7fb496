// An order's lines as the workshop reads them: options chosen, personalisation text, and
// photos to follow.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderConsole } from './console-test-render.tsx';
import type { OrderItem } from './console-queries.ts';
import { OrderLines } from './order-lines.tsx';

afterEach(cleanup);

const item = (over: Partial<OrderItem>): OrderItem => ({
  id: 1, productId: 5, productName: 'Photo mug', unitPrice: 349, quantity: 2, itemTotal: 698, isDigital: false, statusId: 1,
  selectedAttributes: [], personalisation: null, personalisationToFollow: false, ...over,
});

describe('order lines', () => {
  it('show the product, quantity, price, options and the text to print', () => {
    renderConsole(
      <OrderLines
        items={[
          item({
            selectedAttributes: [{ AttributeDisplayName: 'Colour', PrimaryKeyDisplayValue: 'Red' }, { AttributeDisplayName: 'Size', PrimaryKeyDisplayValue: 'Large' }],
            personalisation: JSON.stringify({ Fields: [{ Key: 'name', Label: 'Name on the mug', Text: 'مريم' }], ToFollow: [] }),
          }),
        ]}
      />,
    );
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('Photo mug')).toBeTruthy();
    expect(within(line).getByText('₹698.00')).toBeTruthy();
    expect(line.textContent).toContain('Qty 2 · ₹349.00');
    const terms = within(line).getAllByRole('term').map((t) => t.textContent);
    const values = within(line).getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Colour', 'Size', 'Name on the mug']);
    expect(values).toEqual(['Red', 'Large', 'مريم']);
    expect(within(line).getByText('Personalisation')).toBeTruthy();
  });

  it('show the ink each text prints in on the ordered colour (docs/shop-rules.md P1), in both languages', () => {
    const personalisation = JSON.stringify({ Fields: [{ Key: 'name', Label: 'Name on the mug', Text: 'Kabir', Color: '#fff7e8' }], ToFollow: [] });
    renderConsole(<OrderLines items={[item({ personalisation })]} />);
    expect(within(screen.getByRole('definition')).getByText('ink #FFF7E8')).toBeTruthy();
    cleanup();
    renderConsole(<OrderLines items={[item({ personalisation })]} />, 'ar');
    expect(within(screen.getByRole('definition')).getByText('الحبر #FFF7E8')).toBeTruthy();
  });

  it('say when photos follow on WhatsApp, and mark a digital line, in Arabic', () => {
    renderConsole(<OrderLines items={[item({ isDigital: true, personalisationToFollow: true })]} />, 'ar');
    const line = screen.getByRole('listitem');
    expect(within(line).getByText('رقمي')).toBeTruthy();
    expect(within(line).getByText('الصور تصل لاحقًا عبر واتساب')).toBeTruthy();
    expect(line.textContent).toContain('الكمية 2');
  });
});
