// Staff (owner only): who can sign in and as what; an account added with its first
// password, a role changed, an account disabled or enabled. The server keeps one owner.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { STAFF_NAME_MAX, type StaffCreateBody, type StaffListed, type StaffRole, type StaffUpdateBody } from '../../contract/admin.ts';
import { PASSWORD_LENGTH } from '../../contract/form-fields.ts';
import { consoleWrite } from './console-api.ts';
import { errorText, FormProblem, Loading, QueryProblem } from './console-error.tsx';
import { consoleKeys, staffQuery } from './console-queries.ts';
import { readSession } from './session.ts';
import { SettingsTabs } from './settings-tabs.tsx';
import { useConsoleLang } from './use-console-lang.ts';
import { useConsoleT } from './use-console-t.ts';

const ROLES: StaffRole[] = ['owner', 'staff'];

function RoleOptions() {
  const t = useConsoleT();
  return ROLES.map((r) => (
    <option key={r} value={r}>
      {t(r === 'owner' ? 'role.owner' : 'role.staff')}
    </option>
  ));
}

export function StaffScreen() {
  const t = useConsoleT();
  const lang = useConsoleLang();
  const staff = useQuery(staffQuery());
  return (
    <section aria-labelledby="staff-title" className="c-screen">
      <SettingsTabs lang={lang} />
      <h1 id="staff-title">{t('staff.title')}</h1>
      <p className="c-muted">{t('staff.lead')}</p>
      {staff.isPending ? (
        <Loading />
      ) : staff.isError ? (
        <QueryProblem error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <>
          <ul className="c-stack">
            {staff.data.map((s) => (
              <StaffCard key={s.id} member={s} />
            ))}
          </ul>
          <AddStaff />
        </>
      )}
    </section>
  );
}

function StaffCard({ member }: { member: StaffListed }) {
  const t = useConsoleT();
  const queryClient = useQueryClient();
  const me = readSession()?.staff.id === member.id;
  const update = useMutation({
    mutationFn: (body: StaffUpdateBody) => consoleWrite(`staff/${member.id}`, body, { method: 'put', idempotencyKey: crypto.randomUUID() }),
    onSuccess: () => {
      enqueueSnackbar(t('staff.updated'), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.staff() });
    },
    onError: (err) => enqueueSnackbar(errorText(t, err), { variant: 'error' }),
  });
  return (
    <li className="c-card">
      <article aria-label={member.name}>
        <p className="c-line__head">
          <strong dir="auto">{member.name}</strong>
          <span>
            {me && <span className="c-badge">{t('staff.you')}</span>}
            {member.disabled && <span className="c-badge c-badge--danger">{t('staff.disabled')}</span>}
          </span>
        </p>
        <p className="c-muted">
          <bdi dir="ltr">{member.email}</bdi>
        </p>
        <div className="c-inline-form">
          <label className="c-field">
            <span>{t('staff.role')}</span>
            <select value={member.role} disabled={update.isPending} onChange={(e) => update.mutate({ role: e.target.value as StaffRole })}>
              <RoleOptions />
            </select>
          </label>
          <button type="button" className="c-button c-button--quiet" disabled={update.isPending} onClick={() => update.mutate({ disabled: !member.disabled })}>
            {t(member.disabled ? 'staff.enable' : 'staff.disable')}
          </button>
        </div>
      </article>
    </li>
  );
}

function AddStaff() {
  const t = useConsoleT();
  const queryClient = useQueryClient();
  const empty: StaffCreateBody = { name: '', email: '', role: 'staff', password: '' };
  const [form, setForm] = useState(empty);
  const [missing, setMissing] = useState(false);
  const create = useMutation({
    mutationFn: (body: StaffCreateBody) => consoleWrite<{ staff: StaffListed }>('staff', body, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: ({ staff }) => {
      setForm(empty);
      enqueueSnackbar(t('staff.created', { name: staff.name }), { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.staff() });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...form, name: form.name.trim(), email: form.email.trim() };
    if (!body.name || !body.email || body.password.length < PASSWORD_LENGTH.min) {
      setMissing(true);
      return;
    }
    setMissing(false);
    create.mutate(body);
  };
  const set = (key: keyof StaffCreateBody) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const problem = missing ? t('staff.required') : create.isError ? errorText(t, create.error) : null;
  return (
    <form className="c-card" onSubmit={submit} noValidate aria-labelledby="add-staff-title">
      <h2 id="add-staff-title">{t('staff.add')}</h2>
      <FormProblem text={problem} />
      <label className="c-field">
        <span>{t('staff.name')}</span>
        <input value={form.name} onChange={set('name')} maxLength={STAFF_NAME_MAX} autoComplete="off" />
      </label>
      <label className="c-field">
        <span>{t('staff.email')}</span>
        <input type="email" dir="ltr" inputMode="email" value={form.email} onChange={set('email')} autoComplete="off" />
      </label>
      <label className="c-field">
        <span>{t('staff.role')}</span>
        <select value={form.role} onChange={set('role')}>
          <RoleOptions />
        </select>
      </label>
      <label className="c-field">
        <span>{t('staff.password')}</span>
        <input type="password" dir="ltr" value={form.password} onChange={set('password')} autoComplete="new-password" minLength={PASSWORD_LENGTH.min} maxLength={PASSWORD_LENGTH.max} />
      </label>
      <button type="submit" className="c-button c-button--primary c-button--block" disabled={create.isPending}>
        {t('staff.create')}
      </button>
    </form>
  );
}
