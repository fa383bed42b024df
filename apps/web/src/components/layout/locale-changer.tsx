import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES, type Locale } from '@voyage/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberLocale } from '../../lib/local-settings.ts';

/** Ελληνικά / English; the choice is remembered (`voyage.locale`). */
export function LocaleChanger() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'el';

  const choose = (locale: Locale) => {
    setAnchor(null);
    rememberLocale(locale);
    void i18n.changeLanguage(locale);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // The name starts with the visible text ("ΕΛ"), so speech users can say what they see (WCAG 2.5.3).
        aria-label={`${t(`locale.short.${current}`)}, ${t('locale.label', { language: t(`locale.${current}`) })}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1, '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } } }}
      >
        {t(`locale.short.${current}`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem key={locale} lang={locale} selected={locale === current} onClick={() => choose(locale)}>
            <ListItemIcon>{locale === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{t(`locale.${locale}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
