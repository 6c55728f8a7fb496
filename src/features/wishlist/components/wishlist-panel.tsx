// Placeholder until the wish-list panel is built (its engineer replaces this file).
// The header opens it: `open` and `onClose` come from the layout.
export function WishlistPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <div role="dialog" aria-modal="true" aria-label="My Wish List" className="drawer">
      <button type="button" onClick={onClose}>×</button>
    </div>
  );
}
