// The shop's WhatsApp chat link (docs/rules.md R1): wa.me with a prefilled message, to the
// number the owner set in Settings. It is a label of the footer's scope (WHATSAPP_LABEL,
// contract/shop-rules.ts), read with the footer's other details; the default until then.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_WHATSAPP, LABEL_ENTITY, WHATSAPP_LABEL, whatsappHref } from '../../contract/shop-rules.ts';
import { labelsQuery } from '../i18n/label-scope.tsx';
import { useLang } from '../i18n/use-lang.ts';

/**
 * A function making the chat link for a message. `load` false: only what is already known
 * (the floating button asks once the first screen is painted, as the footer does).
 */
export function useWhatsappLink(load = true): (message: string) => string {
  const labels = labelsQuery(LABEL_ENTITY.Footer, useLang());
  const { data } = useQuery({ ...labels, enabled: load && labels.enabled !== false });
  const number = data?.labelsJsonData.find((l) => l.labelHtmlId === WHATSAPP_LABEL)?.text.trim() || DEFAULT_WHATSAPP;
  return (message) => whatsappHref(number, message);
}
