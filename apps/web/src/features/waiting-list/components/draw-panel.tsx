import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { drawDateText, type PlaceDraw } from '@voyage/domain';

/** Saves the published record as a JSON file, through a temporary link. */
function downloadRecord(draw: PlaceDraw, tripId: number) {
  const text = `${JSON.stringify(draw.record, null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `voyage-draw-trip-${tripId}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The fair draw's state above the waiting list (docs/product/places.md#fair-allocation): the window open
 * until its end, waiting for its seed, due, or drawn on a date with its seed, with the record to download.
 */
export function DrawPanel({ draw, tripId }: { draw: PlaceDraw; tripId: number }) {
  const { t, i18n } = useTranslation('admin');
  if (draw.state === 'off' || draw.windowEndsAt === null) return null;
  const end = drawDateText(draw.windowEndsAt, i18n.language);
  const seed = draw.seed ?? '';
  if (draw.state === 'drawn' && draw.drawnAt) {
    const at = drawDateText(draw.drawnAt, i18n.language);
    return (
      <Alert
        severity="success"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => downloadRecord(draw, tripId)}>
            {t('waitingList.draw.download')}
          </Button>
        }
      >
        {t('waitingList.draw.drawn', { ...at, seed, drawn: draw.drawn ?? 0, placed: draw.placed ?? 0 })}
      </Alert>
    );
  }
  const severity = draw.state === 'waiting-for-seed' ? 'warning' : 'info';
  const text =
    draw.state === 'waiting-for-seed'
      ? t('waitingList.draw.waitingForSeed', end)
      : seed
        ? t(`waitingList.draw.${draw.state === 'due' ? 'due' : 'openWithSeed'}`, { ...end, seed })
        : t('waitingList.draw.open', end);
  return (
    <Alert severity={severity} sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
