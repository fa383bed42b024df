import { useTranslation } from 'react-i18next';
import type { BankDetails as BankDetailsData } from '@voyage/domain';
import { DetailList } from '../../../components/data/detail-list.tsx';

export function BankDetails({ bank }: { bank: BankDetailsData }) {
  const { t } = useTranslation('admin');
  return (
    <DetailList
      stacked
      items={[
        { label: t('bank.beneficiary'), value: bank.beneficiary },
        { label: t('bank.accountNumber'), value: <code>{bank.accountNumber}</code> },
        { label: t('bank.bank'), value: bank.bank },
        { label: t('bank.bic'), value: <code>{bank.bic}</code> },
      ]}
    />
  );
}
