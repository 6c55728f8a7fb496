// Settings, the shop (owner only): the delivery rule (free from an amount, a flat charge below
// it), the facility strip under the header and the contact details (with the WhatsApp number)
// and hours, each text in English and Arabic.
// Saved with the version it was loaded at: when someone else saved meanwhile, the server
// refuses (409) and the form reloads their values. Offline, a change waits in the console's
// queue and is sent once back online (outbox.ts). The shop shows a change at once (server/admin/admin-shop-settings.ts).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_DELIVERY_CHARGE_PAISE, WHATSAPP_PATTERN, type ShopSettings, type ShopSettingsBody } from '../../contract/admin-shop.ts';
import { FormProblem, Loading, QueryProblem } from './console-error.tsx';
import { shopKeys, shopSettingsQuery } from './shop-queries.ts';
import { useShopSave } from './shop-save.ts';
import { SettingsTabs } from './settings-tabs.tsx';
import { useConsoleLang } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';
import { BilingualFields } from './bilingual-fields.tsx';

type Bilingual = { en: string; ar: string };
/** A bilingual value as BilingualFields' props. */
const pair = (value: Bilingual, onChange: (v: Bilingual) => void) => ({
  en: value.en, ar: value.ar, onEn: (en: string) => onChange({ ...value, en }), onAr: (ar: string) => onChange({ ...value, ar }),
});
const FACILITY = ['delivery', 'returns', 'payment', 'support'] as const;

/** Rupees as the owner types them ("999", "1,200.50"), in paise; null for empty; NaN when unreadable. */
export function rupeesToPaise(text: string): number | null {
  const v = text.replace(/[,\s₹]/g, '');
  if (!v) return null;
  return /^\d{1,8}(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : Number.NaN;
}

const paiseToRupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));

export function SettingsScreen() {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const settings = useQuery(shopSettingsQuery());
  return (
    <section aria-labelledby="shop-title" className="c-screen">
      <SettingsTabs lang={lang} />
      <h1 id="shop-title">{t('shop.title')}</h1>
      <p className="c-muted">{t('shop.lead')}</p>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <QueryProblem error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        // A new form per loaded version: a reload after a conflict shows the values saved meanwhile.
        <SettingsForm key={settings.data.version} settings={settings.data} />
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const t = useConsoleT();
  const [freeFrom, setFreeFrom] = useState(paiseToRupees(settings.freeDeliveryFromPaise));
  const [charge, setCharge] = useState(paiseToRupees(settings.deliveryChargePaise));
  const [facility, setFacility] = useState(settings.facility);
  const [contact, setContact] = useState(settings.contact);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useShopSave<ShopSettingsBody, { settings: ShopSettings }>({ path: 'settings', record: 'settings', queryKey: shopKeys.settings(), setProblem });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const freeDeliveryFromPaise = rupeesToPaise(freeFrom);
    const deliveryChargePaise = rupeesToPaise(charge);
    // The server's limits (contract/admin-shop.ts), said here in words before sending.
    if (Number.isNaN(freeDeliveryFromPaise) || (freeDeliveryFromPaise !== null && freeDeliveryFromPaise < 100)) {
      setProblem(t('shop.badAmount'));
      return;
    }
    if (Number.isNaN(deliveryChargePaise) || (deliveryChargePaise !== null && deliveryChargePaise > MAX_DELIVERY_CHARGE_PAISE)) {
      setProblem(t('shop.badCharge'));
      return;
    }
    if (!new RegExp(WHATSAPP_PATTERN).test(contact.whatsapp.trim())) {
      setProblem(t('shop.badWhatsapp'));
      return;
    }
    setProblem(null);
    save.mutate({ freeDeliveryFromPaise, deliveryChargePaise, facility, contact: { ...contact, whatsapp: contact.whatsapp.trim() }, version: settings.version });
  };
  return (
    <form onSubmit={submit} noValidate className="c-settings">
      <FormProblem text={problem} />
      <div className="c-card">
        <h2>{t('shop.shipping')}</h2>
        <label className="c-field">
          <span>{t('shop.freeFrom')}</span>
          <input dir="ltr" inputMode="decimal" value={freeFrom} onChange={(e) => setFreeFrom(e.target.value)} aria-describedby="free-from-hint" />
        </label>
        <p className="c-muted" id="free-from-hint">{t('shop.freeFromHint')}</p>
        <label className="c-field">
          <span>{t('shop.charge')}</span>
          <input dir="ltr" inputMode="decimal" value={charge} onChange={(e) => setCharge(e.target.value)} aria-describedby="charge-hint" />
        </label>
        <p className="c-muted" id="charge-hint">{t('shop.chargeHint')}</p>
      </div>
      <div className="c-card">
        <h2>{t('shop.facility')}</h2>
        {FACILITY.map((key) => (
          <BilingualFields key={key} t={t} label={t(`shop.facility.${key}`)} max={60} {...pair(facility[key], (v) => setFacility((f) => ({ ...f, [key]: v })))} />
        ))}
        <p className="c-muted">{t('shop.emptyHint')}</p>
      </div>
      <div className="c-card">
        <h2>{t('shop.contact')}</h2>
        <div className="c-inline-form">
          <label className="c-field">
            <span>{t('shop.phone')}</span>
            <input dir="ltr" type="tel" autoComplete="off" maxLength={30} value={contact.phone} onChange={(e) => setContact((c) => ({ ...c, phone: e.target.value }))} />
          </label>
          <label className="c-field">
            <span>{t('shop.email')}</span>
            <input dir="ltr" type="email" autoComplete="off" maxLength={200} value={contact.email} onChange={(e) => setContact((c) => ({ ...c, email: e.target.value }))} />
          </label>
          <label className="c-field">
            <span>{t('shop.whatsapp')}</span>
            <input dir="ltr" type="tel" inputMode="tel" autoComplete="off" maxLength={30} required value={contact.whatsapp} onChange={(e) => setContact((c) => ({ ...c, whatsapp: e.target.value }))} aria-describedby="whatsapp-hint" />
          </label>
        </div>
        <p className="c-muted" id="whatsapp-hint">{t('shop.whatsappHint')}</p>
        <BilingualFields t={t} label={t('shop.address')} max={300} multiline {...pair(contact.address, (v) => setContact((c) => ({ ...c, address: v })))} />
        <BilingualFields t={t} label={t('shop.hours')} max={100} {...pair(contact.hours, (v) => setContact((c) => ({ ...c, hours: v })))} />
      </div>
      <button type="submit" className="c-button c-button--primary c-button--block" disabled={save.isPending}>
        {save.isPending ? t('shop.saving') : t('shop.save')}
      </button>
    </form>
  );
}
