// A dialog's box is not rendered before the dialog first opens (a closed dialog shows nothing,
// and its box was work in the commit that held it: docs/decisions/0057); once opened it is
// shown with its content, and stays rendered when closed again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

afterEach(cleanup);

function Guide({ open }: { open: boolean }) {
  return (
    <ModalDialog open={open} title="Size guide" onClose={() => undefined} closeLabel="Close">
      <table><tbody><tr><td>Small</td></tr></tbody></table>
    </ModalDialog>
  );
}

describe('ModalDialog', () => {
  it('renders its box only from the first time it opens, then keeps it', () => {
    const { rerender, container } = render(<Guide open={false} />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog).not.toBeNull();
    expect(dialog.textContent).toBe('');
    act(() => rerender(<Guide open />));
    expect(dialog.open).toBe(true);
    expect(screen.getByText('Small')).toBeTruthy();
    expect(dialog.querySelector('h2')?.textContent).toBe('Size guide');
    act(() => rerender(<Guide open={false} />));
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector('td')?.textContent).toBe('Small');
  });

  it('opened from its first render, shows its box at once', () => {
    const { container } = render(<Guide open />);
    expect(container.querySelector('dialog')!.open).toBe(true);
    expect(container.querySelector('td')?.textContent).toBe('Small');
  });
});
