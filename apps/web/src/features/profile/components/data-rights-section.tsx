import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ErasureRequestBody, MyErasureRequest, Traveller } from '@voyage/domain';
import { ConfirmDialog } from '../../../components/common/confirm-dialog.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useLocation, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import {
  checkRecentSignIn,
  FAMILY_EXPORT_URL,
  useErasureRequests,
  useFamily,
  useRequestErasure,
} from '../api/data-rights-api.ts';

const FAMILY = 'family';

/** As a family reads a child's name: First LAST. */
const childName = (traveller: Pick<Traveller, 'firstName' | 'lastName'>) =>
  `${traveller.firstName} ${traveller.lastName}`;

/**
 * My Profile's "Your family's data" (docs/product/data-rights.md): download everything as a ZIP, and ask
 * staff to erase one child's registration or the whole family, confirmed in a dialog.
 */
export function DataRightsSection() {
  const { t } = useTranslation('profile');
  const family = useFamily();
  const requests = useErasureRequests();
  const [isAsking, setAsking] = useState(false);
  const travellers = family.data ?? [];

  return (
    <Stack spacing={2}>
      <Typography>{t('data.exportLead')}</Typography>
      <ExportButton />
      <Divider />
      <Typography variant="h4" component="h3">
        {t('data.erasure.title')}
      </Typography>
      <Typography>{t('data.erasure.lead')}</Typography>
      <RequestList requests={requests.data ?? []} travellers={travellers} />
      {travellers.length > 0 ? (
        <div>
          <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
            {t('data.erasure.ask')}
          </Button>
        </div>
      ) : null}
      <ErasureDialog open={isAsking} travellers={travellers} onClose={() => setAsking(false)} />
    </Stack>
  );
}

type ExportState = 'idle' | 'checking' | 'signInAgain' | 'failed';

/**
 * The download, after the server confirmed the sign-in is recent (docs/product/data-rights.md#export); when it
 * is not, a translated notice and the way to sign in again, coming back here.
 */
function ExportButton() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<ExportState>('idle');
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setState('checking');
    try {
      await checkRecentSignIn();
      setState('idle');
      window.location.assign(FAMILY_EXPORT_URL);
    } catch (caught) {
      const isTooOld = caught instanceof ApiRequestError && caught.body.code === 'RECENT_SIGN_IN_REQUIRED';
      setError(caught);
      setState(isTooOld ? 'signInAgain' : 'failed');
    }
  };
  const signInAgain = () =>
    void navigate(paths.login.href(), {
      state: { from: { pathname: location.pathname, search: location.search }, recentSignIn: true },
    });
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        loading={state === 'checking'}
        onClick={() => void download()}
        startIcon={<DownloadIcon aria-hidden />}
      >
        {t('data.download')}
      </Button>
      {state === 'signInAgain' ? (
        <Alert
          severity="info"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={signInAgain}>
              {t('data.signInAgain')}
            </Button>
          }
        >
          {apiErrorMessage(t, error)}
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert severity="error" role="alert">
          {apiErrorMessage(t, error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

function RequestList({ requests, travellers }: { requests: MyErasureRequest[]; travellers: Traveller[] }) {
  const { t } = useTranslation('profile');
  const fmt = useFormatters();
  if (requests.length === 0) return null;
  const nameOf = (id: string) => {
    const traveller = travellers.find((row) => row.id === id);
    return traveller ? childName(traveller) : '';
  };
  return (
    <Stack spacing={1} role="status">
      {requests.map((request) => (
        <Alert key={request.travellerId} severity="info">
          {request.scope === 'family'
            ? t('data.erasure.requestedFamily', { date: fmt.day(request.requestedAt) })
            : t('data.erasure.requestedTraveller', {
                name: nameOf(request.travellerId),
                date: fmt.day(request.requestedAt),
              })}
        </Alert>
      ))}
    </Stack>
  );
}

type ErasureDialogProps = { open: boolean; travellers: Traveller[]; onClose(): void };

function ErasureDialog({ open, travellers, onClose }: ErasureDialogProps) {
  const { t } = useTranslation(['profile', 'admin']);
  const request = useRequestErasure();
  const [choice, setChoice] = useState<string>(FAMILY);
  const first = travellers[0];
  if (!first) return null;
  const body: ErasureRequestBody =
    choice === FAMILY ? { travellerId: first.id, scope: 'family' } : { travellerId: choice, scope: 'traveller' };
  const close = () => {
    request.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      cancelLabel={t('admin:review.cancel')}
      open={open}
      title={t('data.erasure.dialogTitle')}
      description={t('data.erasure.dialogBody')}
      confirmLabel={t('data.erasure.confirm')}
      confirmColor="error"
      isPending={request.isPending}
      failure={request.error ? apiErrorMessage(t, request.error) : null}
      onClose={close}
      onConfirm={() => request.mutate(body, { onSuccess: close })}
    >
      <RadioGroup
        aria-label={t('data.erasure.which')}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        sx={{ mt: 2 }}
      >
        <FormControlLabel value={FAMILY} control={<Radio />} label={t('data.erasure.wholeFamily')} />
        {travellers.map((traveller) => (
          <FormControlLabel
            key={traveller.id}
            value={traveller.id}
            control={<Radio />}
            label={t('data.erasure.onlyTraveller', { name: childName(traveller) })}
            sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
          />
        ))}
      </RadioGroup>
    </ConfirmDialog>
  );
}
