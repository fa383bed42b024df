// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { newPasswordFormSchema, type NewPasswordFormInput } from '@voyage/domain';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { PasswordFieldElement } from './password-field-element.tsx';

function NewPasswordForm({ onSubmit = () => {} }: { onSubmit?: (values: NewPasswordFormInput) => void }) {
  const { control, handleSubmit } = useForm<NewPasswordFormInput>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <PasswordFieldElement name="password" control={control} label="New password" />
      <PasswordFieldElement name="passwordConfirm" control={control} label="Repeat the password" />
      <button type="submit">Save</button>
    </form>
  );
}

// A password input has no ARIA role: find it by its label.
const passwordInput = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('PasswordFieldElement', () => {
  it('hides what is typed behind a labelled field', async () => {
    const { user } = renderWithProviders(<NewPasswordForm />);
    await user.type(passwordInput('New password'), 'paris in spring');
    expect(passwordInput('New password')).toHaveAttribute('type', 'password');
    expect(passwordInput('New password')).toHaveValue('paris in spring');
  });

  it('shows and hides the password with its own button, which says what it will do', async () => {
    const { user } = renderWithProviders(<NewPasswordForm />);
    const [showNew] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showNew!);
    expect(passwordInput('New password')).toHaveAttribute('type', 'text');
    expect(passwordInput('Repeat the password')).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput('New password')).toHaveAttribute('type', 'password');
  });

  it('is operated from the keyboard: the button follows its field and answers Enter and Space', async () => {
    const { user } = renderWithProviders(<NewPasswordForm />);
    await user.tab();
    expect(passwordInput('New password')).toHaveFocus();
    await user.tab();
    const toggle = screen.getAllByRole('button', { name: 'Show password' })[0]!;
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(passwordInput('New password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Hide password');
    await user.keyboard(' ');
    expect(passwordInput('New password')).toHaveAttribute('type', 'password');
  });

  it('shows the rule a password breaks under its field', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<NewPasswordForm onSubmit={onSubmit} />);
    await user.type(passwordInput('New password'), 'short');
    await user.type(passwordInput('Repeat the password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(passwordInput('New password')).toHaveAccessibleDescription(
      'Your password must be at least 8 characters long',
    );
    expect(passwordInput('Repeat the password')).toHaveAccessibleDescription('The two passwords must match');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
