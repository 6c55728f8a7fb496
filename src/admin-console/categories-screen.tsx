// Categories: the two-level tree in the console's language (the other language beneath), each
// with its picture and product count; one edited at a time (names in both languages, its
// parent among the top-level ones, its picture from the phone: picture-field.tsx). The server
// keeps the tree at two levels.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { consoleWrite } from './console-api.ts';
import { errorText, FormProblem, Loading, QueryProblem } from './console-error.tsx';
import { catalogueKeys, categoriesQuery, type Category } from './catalogue-queries.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { PictureField } from './picture-field.tsx';
import { consolePicture } from './product-media.tsx';
import { useConsoleLang } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';
import './catalogue.css';

/** isPopular and sortOrder are not edited here but kept: an edit leaves a home-page category on the home page. */
interface CategoryForm { id: number | null; name: string; nameAr: string; parentId: string; imageUrl: string | null; isPopular: boolean; sortOrder: number }
const EMPTY: CategoryForm = { id: null, name: '', nameAr: '', parentId: '', imageUrl: null, isPopular: false, sortOrder: 0 };

export function CategoriesScreen() {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const categories = useQuery(categoriesQuery());
  const [editing, setEditing] = useState<CategoryForm>(EMPTY);
  const label = (c: Category) => (lang === 'ar' ? c.nameAr : c.name);
  const other = (c: Category) => (lang === 'ar' ? c.name : c.nameAr);
  const edit = (c: Category) => {
    setEditing({ id: c.id, name: c.name, nameAr: c.nameAr, parentId: c.parentId ? String(c.parentId) : '', imageUrl: c.imageUrl, isPopular: c.isPopular, sortOrder: c.sortOrder });
    document.getElementById('category-form')?.scrollIntoView({ block: 'start' });
  };
  const row = (c: Category) => (
    <div className="c-tree__row">
      {c.imageUrl ? <img src={consolePicture(c.imageUrl, 44)} alt="" width={44} height={44} loading="lazy" /> : <span aria-hidden="true" className="c-tree__noimg" />}
      <span className="c-tree__name">
        <strong>{label(c)}</strong>
        <small lang={lang === 'ar' ? 'en' : 'ar'}><bdi>{other(c)}</bdi></small>
        <small>{t('categories.products', { count: c.products })}</small>
      </span>
      <button type="button" className="c-button" onClick={() => edit(c)} aria-label={t('categories.edit', { name: label(c) })}>
        {t('categories.editButton')}
      </button>
    </div>
  );
  return (
    <section aria-labelledby="categories-title" className="c-screen">
      <h1 id="categories-title">{t('categories.title')}</h1>
      <CatalogueTabs lang={lang} />
      {categories.isPending ? (
        <Loading />
      ) : categories.isError ? (
        <QueryProblem error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <p className="c-muted">{t('categories.none')}</p>
      ) : (
        <ul className="c-tree c-card">
          {categories.data.filter((c) => c.parentId === null).map((top) => (
            <li key={top.id}>
              {row(top)}
              {categories.data.some((c) => c.parentId === top.id) && (
                <ul>
                  {categories.data.filter((c) => c.parentId === top.id).map((c) => <li key={c.id}>{row(c)}</li>)}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <CategoryEditor key={editing.id ?? 'new'} initial={editing} tops={(categories.data ?? []).filter((c) => c.parentId === null)} onDone={() => setEditing(EMPTY)} label={label} />
    </section>
  );
}

function CategoryEditor({ initial, tops, onDone, label }: { initial: CategoryForm; tops: Category[]; onDone: () => void; label: (c: Category) => string }) {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      consoleWrite<{ category: Category }>(form.id ? `categories/${form.id}` : 'categories', body, { method: form.id ? 'put' : 'post', idempotencyKey: crypto.randomUUID() }),
    onSuccess: ({ category }) => {
      enqueueSnackbar(t('categories.saved', { name: label(category) }), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.categories() });
      setForm(EMPTY);
      onDone();
    },
  });
  const set = (key: keyof CategoryForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim() || !form.nameAr.trim()) return setMissing(true);
    setMissing(false);
    save.mutate({
      name: form.name.trim(), nameAr: form.nameAr.trim(), parentId: form.parentId ? Number(form.parentId) : null, imageUrl: form.imageUrl,
      isPopular: form.isPopular, sortOrder: form.sortOrder,
    });
  };
  const problem = missing ? t('categories.required') : save.isError ? errorText(t, save.error) : null;
  const title = form.id ? t('categories.edit', { name: lang === 'ar' ? initial.nameAr : initial.name }) : t('categories.new');
  return (
    <form id="category-form" className="c-card" onSubmit={submit} noValidate aria-labelledby="category-form-title">
      <h2 id="category-form-title">{title}</h2>
      <FormProblem text={problem} />
      <div className="c-two">
        <label className="c-field">
          <span>{t('categories.nameEn')}</span>
          <input dir="ltr" value={form.name} onChange={set('name')} maxLength={100} />
        </label>
        <label className="c-field">
          <span>{t('categories.nameAr')}</span>
          <input dir="rtl" lang="ar" value={form.nameAr} onChange={set('nameAr')} maxLength={100} />
        </label>
        <label className="c-field">
          <span>{t('categories.parent')}</span>
          <select value={form.parentId} onChange={set('parentId')}>
            <option value="">{t('categories.topLevel')}</option>
            {tops.filter((c) => c.id !== form.id).map((c) => <option key={c.id} value={c.id}>{label(c)}</option>)}
          </select>
        </label>
      </div>
      <PictureField kind="category" label={t('picture.category')} value={form.imageUrl} onChange={(imageUrl) => setForm((f) => ({ ...f, imageUrl }))} />
      <div className="c-actions">
        <button type="submit" className="c-button c-button--primary" disabled={save.isPending}>{t('categories.save')}</button>
        {form.id !== null && <button type="button" className="c-button" onClick={onDone}>{t('categories.cancel')}</button>}
      </div>
    </form>
  );
}
