import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import { PLACES_REFUSAL_CODES, type AdminTraveller } from '@voyage/domain';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { usePutOnWaitingList } from '../../api/put-on-waiting-list.ts';

/** Whether a refusal was for lack of a place (the departure or the trip full): the waiting list can take it. */
export function isPlacesRefusal(code: string | null | undefined): boolean {
  return (PLACES_REFUSAL_CODES as readonly (string | null | undefined)[]).includes(code);
}

/** Whether a failed call was refused for lack of a place. */
export function refusedForPlaces(error: unknown): boolean {
  return error instanceof ApiRequestError && isPlacesRefusal(error.body.code);
}

type PutOnWaitingListProps = {
  travellerId: string;
  /** The button's name when the screen lists several (the registration's name); its own words otherwise. */
  label?: string;
  /** Told once the registration is on the list; without it, the button gives way to its position. */
  onPut?(traveller: AdminTraveller): void;
};

/**
 * "Put on the waiting list" for a pending registration whose approval found no place
 * (docs/product/places.md#a-refused-approval): one call, then the position, or why not, translated.
 */
export function PutOnWaitingList({ travellerId, label, onPut }: PutOnWaitingListProps) {
  const { t } = useTranslation('admin');
  const put = usePutOnWaitingList();
  const [failure, setFailure] = useState<string | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const run = async () => {
    setFailure(null);
    try {
      const traveller = await put.mutateAsync(travellerId);
      if (onPut) onPut(traveller);
      else setPosition(traveller.waitingListPosition);
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };
  if (position !== null) {
    return (
      <Typography component="span" variant="body2" role="status" sx={{ fontWeight: 500 }}>
        {t('bulk.onList', { position })}
      </Typography>
    );
  }
  return (
    <Stack component="span" sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<HourglassEmptyOutlinedIcon />}
        loading={put.isPending}
        aria-label={label}
        onClick={() => void run()}
        // A phone gives the long label the whole line rather than two cramped ones.
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('review.waitingList.put')}
      </Button>
      {failure ? (
        <Typography component="span" variant="body2" color="error" role="alert">
          {failure}
        </Typography>
      ) : null}
    </Stack>
  );
}
