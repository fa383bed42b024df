import MenuItem from '@mui/material/MenuItem';
import { STAFF_ROLES, type StaffGrant } from '@voyage/domain';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { TextFieldElement } from '../../../components/common/form/text-field-element.tsx';
import { useFormatters } from '../../../components/data/use-formatters.ts';
import { useDepartures } from '../../../entities/trips/api/get-departures.ts';
import { localize } from '../../../lib/localized.ts';
import { useSelectedTrip } from '../../../lib/selected-trip.tsx';

/**
 * The role of a staff member (docs/product/staff-roles.md), and for an escort the departures of the selected
 * trip they accompany: the invitation's and the role change's fields.
 */
export function StaffRoleFields({ control }: { control: Control<StaffGrant> }) {
  const { t } = useTranslation('admins');
  const { locale } = useFormatters();
  const { tripId } = useSelectedTrip();
  const departures = useDepartures(tripId);
  const role = useWatch({ control, name: 'role' });
  return (
    <>
      <TextFieldElement control={control} name="role" select label={t('roles.label')} sx={{ minWidth: { md: 220 } }}>
        {STAFF_ROLES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`roles.names.${option}`)}
          </MenuItem>
        ))}
      </TextFieldElement>
      {role === 'escort' ? (
        <TextFieldElement
          control={control}
          name="departureIds"
          select
          label={t('roles.departures')}
          helperText={t('roles.departuresHint')}
          slotProps={{ select: { multiple: true } }}
          sx={{ minWidth: { md: 260 } }}
        >
          {(departures.data ?? []).map((departure) => (
            <MenuItem key={departure.id} value={departure.id}>
              {localize(departure.label, locale)}
            </MenuItem>
          ))}
        </TextFieldElement>
      ) : null}
    </>
  );
}
