// Typed message lookup: t('nav.home') with ids from the English catalogue, so an
// unknown id fails the type check.
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from './en.ts';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

export type Translate = (id: MessageId, values?: Values) => string;

export function translator(intl: IntlShape): Translate {
  return (id, values) => intl.formatMessage({ id }, values as Record<string, string>);
}

export function useT(): Translate {
  return translator(useIntl());
}
