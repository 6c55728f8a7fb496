// The shop's WhatsApp chat link (docs/rules.md R1): wa.me with a prefilled message, to the
// number the owner set in Settings. It is a label of the footer's scope (WHATSAPP_LABEL,
// contract/shop-rules.ts), read with the footer's other details: known from the persisted
// cache on a repeat visit, from the server's first screen on a first one
// (app/first-screen-prefill.ts), else once the footer's labels are answered. Until it is
// known there is no link: a shopper never reaches a number that is not the shop's. Labels
// without one are a shop that has not set it: its number is the default.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_WHATSAPP, LABEL_ENTITY, WHATSAPP_LABEL, whatsappHref } from '../../contract/shop-rules.ts';
import { labelsQuery } from '../i18n/label-scope.tsx';
import { useLang } from '../i18n/use-lang.ts';

/**
 * A function making the chat link for a message, or null while the shop's number is not
 * known. `load` false: only what is already known (the floating button asks once the first
 * screen is painted, as the footer does).
 */
export function useWhatsappLink(load = true): ((message: string) => string) | null {
  const labels = labelsQuery(LABEL_ENTITY.Footer, useLang());
  const { data } = useQuery({ ...labels, enabled: load && labels.enabled !== false });
  if (!data) return null;
  const number = data.labelsJsonData.find((l) => l.labelHtmlId === WHATSAPP_LABEL)?.text.trim() || DEFAULT_WHATSAPP;
  return (message) => whatsappHref(number, message);
}
