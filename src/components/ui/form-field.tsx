// Labelled form controls (docs/rules.md R13: visible labels). Errors are announced as
// toasts (docs/rules.md R5), so a field only marks itself required for assistive tech.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
// shop-ui.css: with the shell's stylesheets, loaded by src/main.tsx (not added by this lazy chunk).

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  multiline?: boolean;
  requiredMark?: string;
}

/** A field's label, with the required mark where the form shows one (the field itself says aria-required). */
function FieldLabel({ htmlFor, label, required, requiredMark }: { htmlFor: string; label: string; required?: boolean; requiredMark?: string }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && requiredMark && <span className="field__req" aria-hidden="true"> *</span>}
    </label>
  );
}

export function TextField({ label, value, onValue, hint, multiline = false, requiredMark, required, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} requiredMark={requiredMark} />
      {multiline ? (
        <textarea id={id} value={value} onChange={(e) => onValue(e.target.value)} aria-required={required || undefined}
          aria-describedby={hint ? hintId : undefined} maxLength={rest.maxLength} readOnly={rest.readOnly} />
      ) : (
        <input id={id} value={value} onChange={(e) => onValue(e.target.value)} aria-required={required || undefined}
          aria-describedby={hint ? hintId : undefined} {...rest} />
      )}
      {hint && <span id={hintId} className="field__hint">{hint}</span>}
    </div>
  );
}

export interface SelectOption { value: number | string; label: string }

export interface SelectFieldProps {
  label: string;
  value: number | string;
  options: readonly SelectOption[];
  onValue: (value: string) => void;
  required?: boolean;
  requiredMark?: string;
  disabled?: boolean;
  name?: string;
}

export function SelectField({ label, value, options, onValue, required, requiredMark, disabled, name }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} requiredMark={requiredMark} />
      <select id={id} name={name} value={String(value)} onChange={(e) => onValue(e.target.value)} aria-required={required || undefined} disabled={disabled}>
        {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{o.label}</option>)}
      </select>
    </div>
  );
}

/** Read-only facts as a description list (checkout's billing details). */
export function FactList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="facts">
      {items.map((i) => (
        <div key={i.label} className="facts__row">
          <dt>{i.label}</dt>
          <dd>{i.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
