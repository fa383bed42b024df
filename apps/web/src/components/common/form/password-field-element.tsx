import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextFieldElement } from './text-field-element.tsx';

type PasswordFieldElementProps<T extends FieldValues> = Parameters<typeof TextFieldElement<T>>[0];

/** A password field with a show/hide button, bound to react-hook-form. */
export function PasswordFieldElement<T extends FieldValues>(props: PasswordFieldElementProps<T>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const label = t(isVisible ? 'password.hide' : 'password.show');
  return (
    <TextFieldElement
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={label}
                onClick={() => setIsVisible((visible) => !visible)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {isVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The password the user has now, inside a `FormStack`: required (without the asterisk), as password managers fill it. */
export function CurrentPasswordField<T extends FieldValues>({ name, label }: { name: FieldPath<T>; label: string }) {
  return <PasswordFieldElement<T> name={name} label={label} autoComplete="current-password" required="unmarked" />;
}
