// The shop's WhatsApp chat link (docs/rules.md R1): wa.me with a prefilled message.
export const SHOP_WHATSAPP = '919820012345';

export function whatsappLink(message: string): string {
  return `https://wa.me/${SHOP_WHATSAPP}?text=${encodeURIComponent(message)}`;
}
