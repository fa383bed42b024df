// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { signInSchema, type SignInInput } from '@voyage/domain';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils.tsx';
import { TextFieldElement } from './text-field-element.tsx';

type FormProps = { onSubmit?: (values: SignInInput) => void; serverError?: string; helperText?: string };

/** A sign-in-like form over the domain's schema, as the screens build theirs. */
function EmailForm({ onSubmit = () => {}, serverError, helperText }: FormProps) {
  const { control, handleSubmit, setError } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: 'secret' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextFieldElement name="email" control={control} label="E-mail" type="email" helperText={helperText} />
      {serverError ? (
        <button type="button" onClick={() => setError('email', { type: 'server', message: serverError })}>
          Server answers
        </button>
      ) : null}
      <button type="submit">Sign in</button>
    </form>
  );
}

describe('TextFieldElement', () => {
  it('is a labelled text box that shows its hint until there is an error', () => {
    renderWithProviders(<EmailForm helperText="The address you registered with" />);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(field).toHaveValue('');
    expect(field).not.toBeInvalid();
    expect(field).toHaveAccessibleDescription('The address you registered with');
  });

  it('shows the schema’s message, translated, under the field and marks the field invalid', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <EmailForm onSubmit={onSubmit} helperText="The address you registered with" />,
    );
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(screen.queryByText('The address you registered with')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the message once the value is corrected, and submits what was typed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<EmailForm onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(field).toHaveAccessibleDescription('Please fill in this field.');

    await user.type(field, '  Parent@Example.com ');
    expect(field).not.toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'parent@example.com', password: 'secret' }, expect.anything());
  });

  it('translates a server message that names its namespace', async () => {
    const { user } = renderWithProviders(<EmailForm serverError="common:validation.registrationCodeUnknown" />);
    await user.click(screen.getByRole('button', { name: 'Server answers' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'We could not find this registration code. Check it with the school.',
    );
  });

  it('shows a message that is not a known key as it came, rather than nothing', async () => {
    const { user } = renderWithProviders(<EmailForm serverError="validation.noSuchRule" />);
    await user.click(screen.getByRole('button', { name: 'Server answers' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('validation.noSuchRule');
  });

  it('speaks Greek when the screen does', async () => {
    const { user } = renderWithProviders(<EmailForm />, { language: 'el' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Συμπληρώστε αυτό το πεδίο.');
  });

  it('is filled and submitted from the keyboard alone', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<EmailForm onSubmit={onSubmit} />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await user.keyboard('parent@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'parent@example.com', password: 'secret' }, expect.anything());
  });
});
