import { installI18nKeyMessages } from '@voyage/domain';

// As main.tsx does for the app: rules without a message of their own report an i18n key.
installI18nKeyMessages();
