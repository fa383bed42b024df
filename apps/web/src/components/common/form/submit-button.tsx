import Button, { type ButtonProps } from '@mui/material/Button';
import { useFormState } from 'react-hook-form';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'> & {
  /** `page`: large and full width, the one action of a card page (sign-in and its kin). */
  layout?: 'page' | 'section';
};

/** A `FormStack`'s main action: it sends the form, and spins (and waits) while the form is being sent. */
export function SubmitButton({ layout = 'section', ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const looks =
    layout === 'page'
      ? ({ size: 'large', fullWidth: true } as const)
      : ({ sx: { alignSelf: { sm: 'flex-start' } } } as const);
  return <Button variant="contained" {...looks} {...props} type="submit" loading={isSubmitting} />;
}
