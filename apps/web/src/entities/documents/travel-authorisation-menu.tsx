import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { TRAVEL_AUTHORISATION_LANGUAGES, type AdminTraveller } from '@voyage/domain';
import { staffTravelAuthorisationUrl } from './api/staff-documents.ts';

/**
 * "Print the travel authorisation letter" (docs/product/documents.md#travel-authorisation-letter): a button opening
 * the letter's languages, the family's first, each opening the letter in a new tab; each language named as its
 * readers write it.
 */
export function TravelAuthorisationMenu({ traveller }: { traveller: AdminTraveller }) {
  const { t } = useTranslation('documents');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const languages = [
    traveller.language,
    ...TRAVEL_AUTHORISATION_LANGUAGES.filter((language) => language !== traveller.language),
  ];
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<PrintOutlinedIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
      >
        {t('section.travelAuthorisation')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {languages.map((language) => (
          <MenuItem
            key={language}
            component="a"
            href={staffTravelAuthorisationUrl(traveller.id, language)}
            target="_blank"
            rel="noopener"
            lang={language}
            onClick={() => setAnchor(null)}
          >
            {t(`section.languages.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
