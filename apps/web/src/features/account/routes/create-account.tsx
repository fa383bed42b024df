import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { ACCOUNT_TOKEN_PURPOSE_BY_TYPE } from '@voyage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { CenteredProgress } from '../../../components/common/centered-progress.tsx';
import { FormCardPage } from '../../../components/common/form-card-page.tsx';
import { LoadError } from '../../../components/data/load-error.tsx';
import { useAccountToken } from '../api/account-api.ts';
import { CreateAccountForm } from '../components/create-account-form.tsx';
import { linkProblemOf, type LinkProblem } from '../../../lib/link-problem.ts';
import { LinkProblemPanel } from '../components/link-problem-panel.tsx';
import { accountLinkFrom } from '../hooks/account-link.ts';

/**
 * `/create/guardian/{token}/{travellerId}` and `/admin/create/account/{token}`: one screen
 * (docs/product/screens.md#create-account).
 * The link says who the account is for; the person adds a name and a password.
 */
export default function CreateAccountScreen() {
  const { t } = useTranslation('account');
  const isAdminRoute = useMatch(paths.createAdminAccount.pattern) !== null;
  const link = accountLinkFrom(useParams(), isAdminRoute);
  const query = useAccountToken(link?.token ?? null);
  const [postProblem, setPostProblem] = useState<LinkProblem | null>(null);

  const info = query.data;
  const isWrongPurpose =
    info !== undefined && link !== null && info.purpose !== ACCOUNT_TOKEN_PURPOSE_BY_TYPE[link.type];
  const problem: LinkProblem | null =
    link === null || isWrongPurpose
      ? 'invalid'
      : (postProblem ?? linkProblemOf(query.error) ?? (info?.accountExists ? 'exists' : null));

  const lead =
    problem || !info
      ? undefined
      : link?.type === 'admin'
        ? t('lead.admin')
        : t('lead.guardian', { name: info.travellerName ?? '' });

  let body;
  if (problem) body = <LinkProblemPanel problem={problem} type={link?.type ?? null} email={info?.email} />;
  else if (query.isPending) body = <CenteredProgress label={t('loading')} />;
  else if (query.isError || !info || !link)
    body = <LoadError what="account link" error={query.error} onRetry={() => void query.refetch()} />;
  else body = <CreateAccountForm link={link} info={info} onLinkProblem={setPostProblem} />;

  return (
    <FormCardPage icon={<PersonAddAltOutlinedIcon />} title={t('title')} lead={lead}>
      {body}
    </FormCardPage>
  );
}
