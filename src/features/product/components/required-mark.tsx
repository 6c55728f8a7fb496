// A required field's marks: the red asterisk the eye reads, and "(required)" in the page's
// language that a screen reader reads instead (an asterisk read aloud is "star").
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';

/** `between`: what is read between the two (an option's chosen value, "Colour: Brown (required)"). */
export function RequiredMark({ between }: { between?: ReactNode }) {
  const t = useT();
  return (
    <>
      <span className="option-label__required" aria-hidden="true">*</span>
      {between}
      <span className="visually-hidden"> ({t('detail.required')})</span>
    </>
  );
}
