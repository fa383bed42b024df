import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormNotice, type Notice } from './form-notice.tsx';

type FormStackProps<T extends FieldValues> = {
  /** The form the fields and the submit button inside read (react-hook-form's `useForm`). */
  form: UseFormReturn<T>;
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler;
  /** What the last try came to, above the fields. */
  notice?: string | Notice | null;
  children: ReactNode;
};

/** A short form in a column: what the last try came to, then its fields and its buttons. */
export function FormStack<T extends FieldValues>({ form, label, onSubmit, notice, children }: FormStackProps<T>) {
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label={label}>
        <FormNotice notice={notice} />
        {children}
      </Stack>
    </FormProvider>
  );
}
