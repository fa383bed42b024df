import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_EXPORT_FORMATS, type TravellerListRow } from '@voyage/domain';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { BackLink } from '../../../components/data/back-link.tsx';
import { DetailList } from '../../../components/data/detail-list.tsx';
import { ExportMenu } from '../../../components/data/export-menu.tsx';
import { NotFoundNote } from '../../../components/data/not-found-note.tsx';
import { PageHeader } from '../../../components/common/page-header.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { routeNumber } from '../../../lib/route-number.ts';
import { Section } from '../../../components/data/section.tsx';
import { DetailSkeleton } from '../../../components/data/skeletons.tsx';
import { TravellersTable } from '../../../entities/travellers/travellers-table.tsx';
import { STUDENT_COLUMNS } from '../../../entities/travellers/traveller-columns.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { useDepartures } from '../../../entities/trips/api/get-departures.ts';
import { localize } from '../../../lib/localized.ts';
import { useSchools } from '../../../lib/api/get-schools.ts';
import { studentKeys } from '../../../lib/api/query-keys.ts';
import { useLocalListState } from '../../../lib/lists/use-list-state.ts';
import { ListSection } from '../../../components/data/list-section.tsx';
import { TRAVELLER_LIST } from '../../../lib/lists/list-specs.ts';
import { studentsExportUrl } from '../../../lib/api/export-urls.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { RenewCodeButton } from '../components/renew-code-button.tsx';
import { SchoolFormDialog } from '../components/school-form-dialog.tsx';

export default function SchoolScreen() {
  const { t } = useTranslation(['admin', 'operations']);
  const { t: tExports } = useTranslation('exports');
  const { locale } = useFormatters();
  const language = useLocale();
  const [isEditing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const params = useParams();
  const tripId = routeNumber(params.tripId);
  const schoolId = routeNumber(params.schoolId);
  const schools = useSchools(tripId);
  const studentsList = useLocalListState(TRAVELLER_LIST);
  const departures = useDepartures(tripId);
  const back = <BackLink to={paths.schools.href()} label={t('school.back')} />;
  const notFound = (
    <>
      <PageHeader title={t('school.title')} />
      <NotFoundNote message={t('school.notFound')} />
    </>
  );
  if (tripId === undefined || schoolId === undefined) {
    return (
      <>
        {back}
        {notFound}
      </>
    );
  }

  return (
    <>
      {back}
      <QueryState query={schools} what="schools" skeleton={<DetailSkeleton lines={5} />}>
        {(rows) => {
          const school = rows.find((row) => row.id === schoolId);
          if (!school) return notFound;
          const departure = departures.data?.find((row) => row.id === school.departureId);
          return (
            <>
              <PageHeader
                title={school.name}
                subtitle={t(`districts.${school.district}`)}
                actions={
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <Button
                      variant="outlined"
                      startIcon={<EditOutlinedIcon />}
                      aria-label={t('operations:schoolForm.editLabel')}
                      onClick={() => {
                        setNotice(null);
                        setEditing(true);
                      }}
                    >
                      {t('operations:schoolForm.edit')}
                    </Button>
                    <RenewCodeButton
                      school={school}
                      onRenewed={(code) => setNotice(t('operations:code.renewed', { code }))}
                    />
                  </Stack>
                }
              />
              <Box role="status">
                {notice ? (
                  <Alert severity="success" variant="outlined" sx={{ mb: 2 }}>
                    {notice}
                  </Alert>
                ) : null}
              </Box>
              {isEditing ? (
                <SchoolFormDialog
                  open
                  tripId={tripId}
                  school={school}
                  departures={departures.data ?? []}
                  onClose={(saved) => {
                    setEditing(false);
                    if (saved) setNotice(t('operations:schoolForm.saved'));
                  }}
                />
              ) : null}
              <Section title={t('school.info')}>
                <DetailList
                  items={[
                    { label: t('columns.district'), value: t(`districts.${school.district}`) },
                    { label: t('columns.registrationCode'), value: <code>{school.registrationCode}</code> },
                    {
                      label: t('columns.departure'),
                      value: departure ? (
                        <Link component={RouterLink} to={paths.departure.href(tripId, departure.id)}>
                          {localize(departure.label, locale)}
                        </Link>
                      ) : (
                        t('common.unassigned')
                      ),
                    },
                    {
                      label: t('operations:schoolInfo.contact'),
                      value:
                        school.contactName || school.contactEmail ? (
                          <>
                            {school.contactName}
                            {school.contactEmail ? (
                              <>
                                {school.contactName ? ' · ' : null}
                                <Link href={`mailto:${school.contactEmail}`}>{school.contactEmail}</Link>
                              </>
                            ) : null}
                          </>
                        ) : (
                          t('operations:schoolInfo.noContact')
                        ),
                    },
                    { label: t('columns.travellers'), value: school.travellerCount },
                  ]}
                />
              </Section>
              <Section
                title={t('school.students')}
                actions={
                  <ExportMenu
                    label={tExports('schoolStudents')}
                    formats={LIST_EXPORT_FORMATS}
                    href={(format) =>
                      studentsExportUrl(tripId, format, language, {
                        state: studentsList.state,
                        fixed: { school_id: school.id },
                      })
                    }
                  />
                }
              >
                <ListSection<TravellerListRow>
                  listKey={studentKeys.list(tripId ?? 0)}
                  path="students"
                  tripId={tripId}
                  control={studentsList}
                  fixed={{ school_id: school.id }}
                  what="students"
                >
                  {(page, server, loading) => (
                    <TravellersTable
                      label={t('school.students')}
                      rows={page.rows}
                      server={server}
                      loading={loading}
                      columns={STUDENT_COLUMNS.filter((column) => column !== 'school')}
                      getHref={(row) => paths.registration.href(tripId, row.id)}
                    />
                  )}
                </ListSection>
              </Section>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
