import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { LoadError } from '../../../components/data/load-error.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useRevokeOtherSessions, useSessions, type UserSession } from '../api/profile-api.ts';
import { describeDevice } from './describe-device.ts';
import { FormNotice, type Notice } from '../../../components/common/form/form-notice.tsx';

/** A long list is cut to the newest few until asked for; this device always comes first. */
const SHORT_LIST = 5;

const lastActive = (session: UserSession) => session.lastActiveAt ?? session.updatedAt;

/** Where the user is signed in (this device first), and one button to end every other session. */
export function SessionsList() {
  const { t } = useTranslation('profile');
  const format = useFormatters();
  const query = useSessions();
  const revoke = useRevokeOtherSessions();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isShowingAll, setIsShowingAll] = useState(false);

  if (query.isPending) return <DetailSkeleton lines={3} />;
  if (query.isError) return <LoadError what="sessions" error={query.error} onRetry={() => void query.refetch()} />;

  const { sessions, currentId } = query.data;
  const ordered = [...sessions].sort(
    (a, b) => Number(b.id === currentId) - Number(a.id === currentId) || lastActive(b).localeCompare(lastActive(a)),
  );
  const hasOthers = sessions.some((session) => session.id !== currentId);
  const shown = isShowingAll ? ordered : ordered.slice(0, SHORT_LIST);

  const signOutOthers = async () => {
    setNotice(null);
    try {
      await revoke.mutateAsync();
      setNotice({ severity: 'success', text: t('sessions.revoked') });
    } catch (error) {
      setNotice({ severity: 'error', text: apiErrorMessage(t, error) });
    }
  };

  return (
    <Stack spacing={2}>
      <FormNotice notice={notice} />
      <List disablePadding aria-label={t('sessions.title')}>
        {shown.map((session) => {
          const { browser, os } = describeDevice(session.userAgent);
          const device =
            browser && os ? t('sessions.browserOn', { browser, os }) : (browser ?? os ?? t('sessions.unknownDevice'));
          return (
            <ListItem key={session.id} divider disableGutters>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <DevicesOutlinedIcon />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{device}</span>
                    {session.id === currentId ? (
                      <Chip size="small" color="primary" label={t('sessions.thisDevice')} />
                    ) : null}
                  </Stack>
                }
                secondary={t('sessions.lastActive', { when: format.dateTime(lastActive(session)) })}
                slotProps={{ primary: { component: 'div' } }}
              />
            </ListItem>
          );
        })}
      </List>
      {shown.length < ordered.length ? (
        <Button variant="text" onClick={() => setIsShowingAll(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('sessions.showAll', { count: ordered.length })}
        </Button>
      ) : null}
      <Button
        variant="outlined"
        color="error"
        disabled={!hasOthers}
        loading={revoke.isPending}
        onClick={() => void signOutOthers()}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('sessions.revokeOthers')}
      </Button>
    </Stack>
  );
}
