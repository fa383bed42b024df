import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { Checklist, ChecklistItem } from '@voyage/domain';
import { useFormatters } from '../../components/data/use-formatters.ts';

const ICONS = {
  done: <CheckCircleIcon color="success" />,
  waiting: <HourglassTopIcon color="info" />,
  todo: <RadioButtonUncheckedIcon color="warning" />,
  overdue: <ErrorIcon color="error" />,
  'not-yet': <RadioButtonUncheckedIcon color="disabled" />,
} as const;

function ItemState({ item }: { item: ChecklistItem }) {
  const { t } = useTranslation('components');
  const format = useFormatters();
  const date = item.dueDate ? format.date(item.dueDate) : null;
  const state =
    item.state === 'todo' && date === null
      ? t('checklist.states.todoNoDate')
      : t(`checklist.states.${item.state}`, { date });
  const details = [
    state,
    item.kind === 'instalment' && item.state !== 'done' && item.amountCents
      ? t('checklist.amountLeft', { amount: format.euro(item.amountCents) })
      : null,
    item.problem ? t(`checklist.problems.${item.problem}`) : null,
  ].filter(Boolean);
  return (
    <Typography variant="body2" color={item.state === 'overdue' ? 'error' : 'text.secondary'}>
      {details.join(' · ')}
    </Typography>
  );
}

/**
 * One child's checklist (docs/product/readiness.md): each item with its tick or what is left and by when, and
 * beside it the action the screen offers for it (none on the staff screen).
 */
export function ChecklistItems({
  checklist,
  action,
}: {
  checklist: Checklist;
  action?: (item: ChecklistItem) => ReactNode;
}) {
  const { t } = useTranslation('components');
  return (
    <List disablePadding>
      {checklist.items.map((item) => (
        <ListItem key={`${item.kind}-${item.instalment ?? ''}`} disableGutters divider>
          <Stack direction="row" spacing={1.5} sx={{ width: '100%', alignItems: 'center' }}>
            <Box aria-hidden sx={{ display: 'flex' }}>
              {ICONS[item.state]}
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {t(`checklist.items.${item.kind}`, { number: item.instalment })}
              </Typography>
              <ItemState item={item} />
            </Box>
            {item.state === 'todo' || item.state === 'overdue' ? action?.(item) : null}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
