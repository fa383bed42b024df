import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signInSchema } from '@voyage/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { requestMagicLink } from '../../../lib/sign-in/requests.ts';
import { requestErrorMessage } from './sign-in-error.ts';
import { FormStack } from '../../../components/common/form/form-stack.tsx';
import { SubmitButton } from '../../../components/common/form/submit-button.tsx';

const magicLinkSchema = signInSchema.pick({ email: true });
type MagicLinkInput = { email: string };

/** `callbackURL`: where the link should land; without it, the user's home screen. */
type MagicLinkFormProps = { callbackURL?: string; defaultEmail?: string };

/** "Email me a sign-in link": one e-mail field, then the same confirmation whatever the address. */
export function MagicLinkForm({ callbackURL, defaultEmail = '' }: MagicLinkFormProps) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MagicLinkInput>({
    resolver: zodResolver(magicLinkSchema),
    defaultValues: { email: defaultEmail },
  });
  const { handleSubmit, reset } = form;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestMagicLink(email, callbackURL, locale);
      setSentTo(email);
    } catch (error) {
      setFailure(requestErrorMessage(t, error));
    }
  });

  if (sentTo !== null) {
    return (
      <Stack spacing={2} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>
          <MarkEmailReadOutlinedIcon sx={{ fontSize: 44 }} />
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('magicLink.sentTitle')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{t('magicLink.sentBody', { email: sentTo })}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('magicLink.sentHint')}
        </Typography>
        <Button
          variant="text"
          onClick={() => {
            reset({ email: sentTo });
            setSentTo(null);
          }}
        >
          {t('magicLink.again')}
        </Button>
      </Stack>
    );
  }

  return (
    <FormStack form={form} label={t('magicLink.formLabel')} onSubmit={onSubmit} notice={failure}>
      <TextFieldElement name="email" type="email" label={t('email')} autoComplete="email" required="unmarked" />
      <SubmitButton layout="page">{t('magicLink.submit')}</SubmitButton>
    </FormStack>
  );
}
