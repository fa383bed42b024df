import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/data/section.tsx';
import { ChecklistItems } from '../../../entities/readiness/checklist-items.tsx';
import { useStaffChecklist } from '../api/staff-checklist.ts';

/** The "Ready to travel" checklist on the registration screen, the family's own list (docs/product/readiness.md). */
export function ChecklistSection({ travellerId }: { travellerId: string }) {
  const { t } = useTranslation('components');
  const checklist = useStaffChecklist(travellerId);
  const left = checklist.data?.items.filter((item) => item.state !== 'done').length ?? 0;
  const status = checklist.data ? (
    <Chip
      sx={{ alignSelf: 'flex-start' }}
      color={checklist.data.ready ? 'success' : 'warning'}
      variant={checklist.data.ready ? 'filled' : 'outlined'}
      label={checklist.data.ready ? t('checklist.ready') : t('checklist.toDo', { count: left })}
    />
  ) : null;
  if (checklist.isError) return null;
  return (
    <Section title={t('checklist.title')} actions={status}>
      {checklist.data ? <ChecklistItems checklist={checklist.data} /> : <Skeleton variant="rounded" height={120} />}
    </Section>
  );
}
