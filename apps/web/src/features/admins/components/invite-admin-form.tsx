import { zodResolver } from '@hookform/resolvers/zod';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { inviteAdminSchema, LOCALES, type InviteAdmin, type StaffGrant } from '@voyage/domain';
import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/common/form/apply-field-errors.ts';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useInviteAdmin } from '../api/admin-mutations.ts';
import { FormNotice } from '../../../components/common/form/form-notice.tsx';
import { StaffRoleFields } from './staff-role-fields.tsx';

/** Invites a colleague by e-mail, in the language they read, with their role; the link works once and expires. */
export function InviteAdminForm({ onInvited }: { onInvited(email: string): void }) {
  const { t } = useTranslation(['admins', 'common']);
  const locale = useLocale();
  const invite = useInviteAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<InviteAdmin>({
    resolver: zodResolver(inviteAdminSchema),
    defaultValues: { email: '', locale, role: 'readonly', departureIds: [] },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await invite.mutateAsync(values);
      reset({ email: '', locale: values.locale, role: values.role, departureIds: [] });
      onInvited(values.email);
    } catch (error) {
      if (applyFieldErrors(error, setError, ['email', 'locale', 'role', 'departureIds'])) return;
      if (
        error instanceof ApiRequestError &&
        ['ALREADY_ADMIN', 'CONFLICT', 'ACCOUNT_EXISTS'].includes(error.body.code)
      ) {
        setError('email', { message: `common:errors.${error.body.code}` }, { shouldFocus: true });
        return;
      }
      setFailure(apiErrorMessage(t, error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('invite.title')}>
      <FormNotice notice={failure} />
      {/* The fields wrap onto a second line rather than squeeze the e-mail when an escort's departures show. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
        <TextFieldElement
          control={control}
          name="email"
          type="email"
          label={t('invite.email')}
          autoComplete="off"
          required="unmarked"
          sx={{ flex: { md: '1 1 280px' } }}
        />
        <TextFieldElement
          control={control}
          name="locale"
          select
          label={t('invite.locale')}
          sx={{ minWidth: { md: 220 } }}
        >
          {LOCALES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`common:locale.${option}`)}
            </MenuItem>
          ))}
        </TextFieldElement>
        <StaffRoleFields control={control as unknown as Control<StaffGrant>} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SendOutlinedIcon />}
          loading={formState.isSubmitting}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          {t('invite.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
