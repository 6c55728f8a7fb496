// Settings, the shop's labels (owner only): the headings, menu entries and buttons the shop
// shows, screen by screen (contract/shop-labels.ts), each in English and Arabic; an empty text
// shows the shop's built-in one. Saved with the version it was loaded at (409 when someone
// else saved meanwhile: the form reloads theirs); offline, the change waits in the console's
// queue (outbox.ts). The shop shows a change at once (server/admin/admin-shop-settings.ts).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LABEL_TEXT_MAX, type ShopLabel, type ShopLabelEdit, type ShopLabelSet, type ShopLabelsAnswer, type ShopLabelsBody } from '../../contract/admin-shop.ts';
import { SHOP_LABELS } from '../../contract/shop-labels.ts';
import { FormProblem, Loading, QueryProblem } from './console-error.tsx';
import { shopKeys, shopLabelsQuery } from './shop-queries.ts';
import { useShopSave } from './shop-save.ts';
import { SettingsTabs } from './settings-tabs.tsx';
import { useConsoleLang } from './use-console-lang.ts';
import { useConsoleT, type ConsoleT } from './use-console-t.ts';
import type { ConsoleMessageId } from './messages-en.ts';
import { BilingualFields } from './bilingual-fields.tsx';

const keyOf = (l: { entityId: number; id: string }) => `${l.entityId} ${l.id}`;
const scopeName = (t: ConsoleT, entityId: number) => t(`labels.scope.${entityId}` as ConsoleMessageId);

/** The labels whose texts differ from what was loaded, as the admin API takes them. */
export function changedLabels(loaded: readonly ShopLabel[], texts: ReadonlyMap<string, { en: string; ar: string }>): ShopLabelEdit[] {
  return loaded.flatMap((l) => {
    const now = texts.get(keyOf(l));
    if (!now || (now.en.trim() === l.en && now.ar.trim() === l.ar)) return [];
    return [{ entityId: l.entityId, id: l.id, en: now.en.trim(), ar: now.ar.trim() }];
  });
}

export function LabelsScreen() {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const labels = useQuery(shopLabelsQuery());
  // Here, not in the form: a save (a new version, a new form) stays on the screen chosen.
  const [scope, setScope] = useState(SHOP_LABELS[0]![0]);
  return (
    <section aria-labelledby="labels-title" className="c-screen">
      <SettingsTabs lang={lang} />
      <h1 id="labels-title">{t('labels.title')}</h1>
      <p className="c-muted">{t('labels.lead')}</p>
      {labels.isPending ? (
        <Loading />
      ) : labels.isError ? (
        <QueryProblem error={labels.error} onRetry={() => void labels.refetch()} />
      ) : (
        // A new form per loaded version: a reload after a conflict shows the texts saved meanwhile.
        <LabelsForm key={labels.data.version} loaded={labels.data} scope={scope} onScope={setScope} />
      )}
    </section>
  );
}

function LabelsForm({ loaded, scope, onScope: setScope }: { loaded: ShopLabelSet; scope: number; onScope: (entityId: number) => void }) {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const [texts, setTexts] = useState(() => new Map(loaded.labels.map((l) => [keyOf(l), { en: l.en, ar: l.ar }])));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useShopSave<ShopLabelsBody, ShopLabelsAnswer>({ path: 'labels', record: 'labelSet', queryKey: shopKeys.labels(), setProblem });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const changed = changedLabels(loaded.labels, texts);
    if (changed.length === 0) {
      setProblem(t('labels.nothing'));
      return;
    }
    // The server's rule, said here first: an English text alone would show in the Arabic shop.
    const lonely = changed.find((l) => l.en && !l.ar);
    if (lonely) {
      const label = loaded.labels.find((l) => keyOf(l) === keyOf(lonely))!;
      setScope(label.entityId);
      setProblem(t('labels.needsArabic', { name: label.name[lang] }));
      return;
    }
    setProblem(null);
    save.mutate({ labels: changed, version: loaded.version });
  };
  const set = (l: ShopLabel, change: Partial<{ en: string; ar: string }>) =>
    setTexts((all) => new Map(all).set(keyOf(l), { ...all.get(keyOf(l))!, ...change }));
  return (
    <form onSubmit={submit} noValidate className="c-settings">
      <FormProblem text={problem} />
      <div className="c-card">
        <label className="c-field">
          <span>{t('labels.screen')}</span>
          <select value={scope} onChange={(e) => setScope(Number(e.target.value))}>
            {SHOP_LABELS.map(([entityId]) => (
              <option key={entityId} value={entityId}>{scopeName(t, entityId)}</option>
            ))}
          </select>
        </label>
        <h2>{scopeName(t, scope)}</h2>
        {loaded.labels.filter((l) => l.entityId === scope).map((l) => {
          const now = texts.get(keyOf(l))!;
          return (
            <BilingualFields
              key={keyOf(l)} t={t} label={l.name[lang]} max={LABEL_TEXT_MAX} en={now.en} ar={now.ar}
              onEn={(en) => set(l, { en })} onAr={(ar) => set(l, { ar })}
            />
          );
        })}
        <p className="c-muted">{t('labels.emptyHint')}</p>
      </div>
      <button type="submit" className="c-button c-button--primary c-button--block" disabled={save.isPending}>
        {save.isPending ? t('shop.saving') : t('shop.save')}
      </button>
    </form>
  );
}
