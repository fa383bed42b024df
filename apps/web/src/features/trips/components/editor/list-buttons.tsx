import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';

export type ListButtonsProps = {
  /** What the item is called ("Day 2"), for the buttons' spoken names. */
  what: string;
  /** The item's stable id (react-hook-form's field id): the focus follows the item it moved. */
  itemId: string;
  index: number;
  count: number;
  /** Moves the item; leave out where the order does not matter. */
  onMove?(from: number, to: number): void;
  onRemove(): void;
};

/** An item's own buttons: move up, move down (buttons, never dragging only) and remove. */
export function ListButtons({ what, itemId, index, count, onMove, onRemove }: ListButtonsProps) {
  const { t } = useTranslation('trips');
  const move = (to: number) => {
    onMove?.(index, to);
    // The moved item's button keeps the focus; at either end, where it is disabled, the other one takes it.
    const direction = to < index ? 'up' : 'down';
    const other = direction === 'up' ? 'down' : 'up';
    requestAnimationFrame(() => {
      const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-move="${itemId}-${name}"]`);
      const target = button(direction);
      (target && !target.disabled ? target : button(other))?.focus();
    });
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      {onMove ? (
        <>
          <Tooltip title={t('editor.moveUp')}>
            <span>
              <IconButton
                aria-label={t('moveUpLabel', { what })}
                data-move={`${itemId}-up`}
                disabled={index === 0}
                onClick={() => move(index - 1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('editor.moveDown')}>
            <span>
              <IconButton
                aria-label={t('moveDownLabel', { what })}
                data-move={`${itemId}-down`}
                disabled={index === count - 1}
                onClick={() => move(index + 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </span>
          </Tooltip>
        </>
      ) : null}
      <Tooltip title={t('editor.remove')}>
        <IconButton aria-label={t('removeLabel', { what })} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
