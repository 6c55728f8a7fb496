// Contact (docs/rules.md R2): address, phone, email, opening hours (the shop's own, labels of
// this page's scope set in the owner's Settings; the demo's: every day 8AM - 11PM),
// social links and the form (docs/rules.md R5 rules; fields cleared on success; offline,
// the service worker queues it and the page says it will be sent).
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CONTACT_FIELDS } from '../../../../contract/form-fields.ts';
import { formError } from '../../../../contract/check-fields.ts';
import { LABEL_ENTITY, telHref } from '../../../../contract/shop-rules.ts';
import { failureOf } from '../../../lib/mutate-api.ts';
import { useSendContactMessage, type ContactFields } from '../content-api.ts';
import { LabelScope } from '../../../i18n/label-scope.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { toastFailure, toastFieldError, toastInfo, toastSuccess } from '../../../i18n/toast-messages.ts';
import { PageTitleBar } from '../../../components/ui/page-title-bar.tsx';

const EMPTY: ContactFields = { FullName: '', Email: '', PhoneNumber: '', Subject: '', Message: '' };

function ContactForm() {
  const t = useT();
  const intl = useIntl();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const send = useSendContactMessage();
  const set = (k: keyof ContactFields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const error = formError(CONTACT_FIELDS, fields);
    if (error) return toastFieldError(intl, error);
    send.mutate(fields, {
      onSuccess: (r) => {
        setFields(EMPTY);
        if (r.kind === 'queued') toastInfo(intl, 'offline.queued');
        else toastSuccess(intl, 'msg.messageSent');
      },
      onError: (err) => toastFailure(intl, failureOf(err)),
    });
  };
  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      <div className="form__row">
        <div className="field">
          <label htmlFor="c-name">{t('contact.name')}</label>
          <input id="c-name" autoComplete="name" value={fields.FullName} onChange={set('FullName')} />
        </div>
        <div className="field">
          <label htmlFor="c-email">{t('contact.emailLabel')}</label>
          <input id="c-email" type="email" autoComplete="email" value={fields.Email} onChange={set('Email')} />
        </div>
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor="c-phone">{t('contact.phoneLabel')}</label>
          <input id="c-phone" type="tel" autoComplete="tel" value={fields.PhoneNumber} onChange={set('PhoneNumber')} />
        </div>
        <div className="field">
          <label htmlFor="c-subject">{t('contact.subject')}</label>
          <input id="c-subject" value={fields.Subject} onChange={set('Subject')} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="c-message">{t('contact.message')}</label>
        <textarea id="c-message" value={fields.Message} onChange={set('Message')} />
      </div>
      <div>
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>{send.isPending ? t('form.sending') : t('lbl_contact_send_message')}</button>
      </div>
    </form>
  );
}

function Contact() {
  const t = useT();
  return (
    <>
      <PageTitleBar title={t('lbl_contact_title')} />
      <div className="container section contact">
        <div className="contact__info card">
          <div><h2>{t('contact.addressTitle')}</h2><p>{t('contact.address')}</p></div>
          <div><h2>{t('contact.phoneTitle')}</h2><p><a href={telHref(t('contact.phone'))} dir="ltr">{t('contact.phone')}</a></p></div>
          <div><h2>{t('contact.emailTitle')}</h2><p><a href={`mailto:${t('contact.email')}`} dir="ltr">{t('contact.email')}</a></p></div>
          <div><h2>{t('contact.hoursTitle')}</h2><p>{t('contact.hours')}</p></div>
          <div>
            <h2>{t('contact.social')}</h2>
            <ul className="social">
              <li><a href="https://www.instagram.com/" rel="noopener noreferrer" target="_blank">Instagram</a></li>
              <li><a href="https://www.facebook.com/" rel="noopener noreferrer" target="_blank">Facebook</a></li>
              <li><a href="https://www.youtube.com/" rel="noopener noreferrer" target="_blank">YouTube</a></li>
              <li><a href="https://www.pinterest.com/" rel="noopener noreferrer" target="_blank">Pinterest</a></li>
            </ul>
          </div>
        </div>
        <ContactForm />
      </div>
    </>
  );
}

export function ContactScreen() {
  return <LabelScope entity={LABEL_ENTITY.Contact}><Contact /></LabelScope>;
}
