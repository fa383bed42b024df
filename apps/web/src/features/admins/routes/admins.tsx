import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import type { Admin, AdminInvitation } from '@voyage/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { ListExportMenu } from '../../../components/data/list-export-menu.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Section } from '../../../components/data/section.tsx';
import { TableSkeleton } from '../../../components/data/skeletons.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useRevokeInvitation } from '../api/admin-mutations.ts';
import { useAdmins } from '../api/get-admins.ts';
import { AdminsTable } from '../components/admins-table.tsx';
import { ChangeRoleDialog } from '../components/change-role-dialog.tsx';
import { InvitationsTable } from '../components/invitations-table.tsx';
import { InviteAdminForm } from '../components/invite-admin-form.tsx';
import { RevokeAdminDialog, type AdminAction } from '../components/revoke-admin-dialog.tsx';

/**
 * `/admins`: invite administrators, see who they are (and who has set up an authenticator) and the
 * invitations still open, revoke either, reset a lost authenticator.
 */
export default function AdminsScreen() {
  const { t } = useTranslation(['admins', 'exports']);
  const { user } = useSession();
  const query = useAdmins();
  const revokeInvitation = useRevokeInvitation();
  const [toRevoke, setToRevoke] = useState<Admin | null>(null);
  // Kept while the dialog fades out, so its text does not change on the way.
  const [action, setAction] = useState<AdminAction>('revoke');
  const ask = (admin: Admin, asked: AdminAction) => {
    setAction(asked);
    setToRevoke(admin);
  };
  const [snack, setSnack] = useState<string | null>(null);
  const [toChange, setToChange] = useState<Admin | null>(null);

  const withdraw = async (invitation: AdminInvitation) => {
    try {
      await revokeInvitation.mutateAsync(invitation.id);
      setSnack(t('pending.revoked', { email: invitation.email }));
    } catch (error) {
      setSnack(apiErrorMessage(t, error));
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<ListExportMenu label={t('exports:administrators')} path="admin/administrators" />}
      />
      <Section title={t('invite.title')}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <InviteAdminForm onInvited={(email) => setSnack(t('invite.sent', { email }))} />
        </Paper>
      </Section>
      <QueryState query={query} what="administrators" skeleton={<TableSkeleton rows={3} />}>
        {(data) => (
          <>
            <Section title={t('list.title')}>
              <AdminsTable
                admins={data.admins}
                currentUserId={user?.id}
                onRevoke={(admin) => ask(admin, 'revoke')}
                onResetTwoFactor={(admin) => ask(admin, 'resetTwoFactor')}
                onChangeRole={setToChange}
              />
            </Section>
            <Section title={t('pending.title')}>
              {data.invitations.length === 0 ? (
                <EmptyState message={t('pending.empty')} />
              ) : (
                <InvitationsTable
                  invitations={data.invitations}
                  revokingId={revokeInvitation.isPending ? (revokeInvitation.variables ?? null) : null}
                  onRevoke={(invitation) => void withdraw(invitation)}
                />
              )}
            </Section>
          </>
        )}
      </QueryState>
      <RevokeAdminDialog
        admin={toRevoke}
        action={action}
        onClose={() => setToRevoke(null)}
        onRevoked={(admin) => {
          const done = action === 'resetTwoFactor' ? 'resetTwoFactorDialog.done' : 'revokeDialog.done';
          setToRevoke(null);
          setSnack(t(done, { name: admin.name || admin.email }));
        }}
      />
      <ChangeRoleDialog
        admin={toChange}
        onClose={() => setToChange(null)}
        onChanged={(admin, role) => {
          setToChange(null);
          setSnack(t('roles.done', { name: admin.name || admin.email, role }));
        }}
      />
      <Snackbar
        open={snack !== null}
        message={snack}
        autoHideDuration={6000}
        onClose={() => setSnack(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
