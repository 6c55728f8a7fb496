// One text in both of the shop's languages: English left to right, Arabic right to left,
// side by side when there is room.
import type { ConsoleT } from './use-console-t.ts';

export function BilingualFields({ t, label, en, ar, onEn, onAr, max, multiline }: {
  t: ConsoleT; label: string; en: string; ar: string; onEn: (v: string) => void; onAr: (v: string) => void; max: number; multiline?: boolean;
}) {
  const Input = multiline ? 'textarea' : 'input';
  return (
    <div className="c-inline-form">
      <label className="c-field">
        <span>{t('shop.english', { field: label })}</span>
        <Input dir="ltr" lang="en" value={en} maxLength={max} onChange={(e) => onEn(e.target.value)} />
      </label>
      <label className="c-field">
        <span>{t('shop.arabic', { field: label })}</span>
        <Input dir="rtl" lang="ar" value={ar} maxLength={max} onChange={(e) => onAr(e.target.value)} />
      </label>
    </div>
  );
}
