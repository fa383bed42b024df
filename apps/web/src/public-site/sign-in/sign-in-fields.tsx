import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons.tsx';

type TextFieldProps = {
  id: string;
  name: string;
  type: 'email' | 'password';
  label: string;
  autoComplete: string;
  /** A button inside the field's end (the password's show/hide). */
  end?: ReactNode;
};

/**
 * A text field in the look of the app's outlined MUI field: its label in the box, rising onto its border once the
 * field is focused or filled, and its message below
 * (`aria-describedby`, filled by the island). Required, and announced so, without an asterisk, as in the app.
 */
export function SignInTextField({ id, name, type, label, autoComplete, end }: TextFieldProps) {
  return (
    <div className="ps-field" data-field={name}>
      <div className="ps-field__box">
        {/* A blank placeholder lets the stylesheet tell an empty field (`:placeholder-shown`) for the label. */}
        <input
          className="ps-field__input"
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          placeholder=" "
          required
          aria-describedby={`${id}-message`}
        />
        <label className="ps-field__label" htmlFor={id}>
          {label}
        </label>
        {end}
      </div>
      <p className="ps-field__message" id={`${id}-message`} hidden />
    </div>
  );
}

type ButtonProps = {
  kind: 'contained' | 'outlined' | 'text';
  type?: 'button' | 'submit';
  icon?: IconName;
  /** The icon shown instead while the button has `ps-sign-in__button--password` (the method switch). */
  altIcon?: IconName;
  /** What the island finds the button by. */
  action: string;
  value?: string;
  children: ReactNode;
};

/** One of the page's buttons, sent `disabled` and enabled by the island once it is wired. */
export function SignInButton({ kind, type = 'button', icon, altIcon, action, value, children }: ButtonProps) {
  const size = kind === 'text' ? '' : ' ps-sign-in__wide';
  return (
    <button
      type={type}
      className={`ps-button ps-sign-in__button ps-sign-in__button--${kind}${size}`}
      data-action={action}
      value={value}
      disabled
    >
      {icon ? <Icon name={icon} className={altIcon ? 'ps-sign-in__main-icon' : undefined} /> : null}
      {altIcon ? <Icon name={altIcon} className="ps-sign-in__alt-icon" /> : null}
      <span className="ps-sign-in__label">{children}</span>
    </button>
  );
}
