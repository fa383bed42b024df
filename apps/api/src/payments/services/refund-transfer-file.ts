import { compactIban, type BankDetails, type Refund } from '@voyage/domain';

/**
 * The refunds owed as one SEPA credit-transfer order (ISO 20022 `pain.001.001.03`), the file a bank's
 * business e-banking takes (docs/product/payments.md#refunds): the trip's account pays, one transaction
 * per refund to the account the money came from, each named by an end-to-end id the bank statement
 * prints back and carrying the family's payment reference in its remittance text.
 */

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/** A text safe inside an element: the five XML escapes, control characters left out. */
function text(value: string): string {
  return [...value]
    .filter((character) => {
      const code = character.codePointAt(0)!;
      return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
    })
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** At most `max` characters (code points), as the standard's MaxNText types allow. */
function clip(value: string, max: number): string {
  return [...value.trim()].slice(0, max).join('');
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The refund's end-to-end id: its own id without hyphens (32 characters, within Max35Text), unique and traceable. */
export function refundEndToEndId(refundId: string): string {
  return refundId.replace(/-/g, '').toUpperCase();
}

/** What the family reads on its statement: the refund and the payment reference it paid with. */
export function refundRemittance(refund: Pick<Refund, 'paymentReference' | 'personalCode'>): string {
  return clip(`Refund ${refund.paymentReference ?? refund.personalCode ?? ''}`, 140);
}

export type TransferFileInput = {
  /** Unique per file (Max35Text): the trip and the instant it was made. */
  messageId: string;
  createdAt: Date;
  /** The day the bank is asked to execute the transfers (`YYYY-MM-DD`). */
  executionDate: string;
  account: BankDetails;
  /** Refunds with an IBAN; those without one wait in the list until staff enter it. */
  refunds: readonly (Refund & { iban: string })[];
};

/** The pain.001.001.03 document: one group header, one payment information block, a transaction per refund. */
export function refundTransferFile({
  messageId,
  createdAt,
  executionDate,
  account,
  refunds,
}: TransferFileInput): string {
  const total = amount(refunds.reduce((sum, refund) => sum + refund.refundCents, 0));
  const debtorName = text(clip(account.beneficiary, 70));
  const created = createdAt.toISOString().slice(0, 19);
  const transactions = refunds.map(
    (refund) => `      <CdtTrfTxInf>
        <PmtId>
          <EndToEndId>${refundEndToEndId(refund.id)}</EndToEndId>
        </PmtId>
        <Amt>
          <InstdAmt Ccy="EUR">${amount(refund.refundCents)}</InstdAmt>
        </Amt>
        <Cdtr>
          <Nm>${text(clip(refund.guardianName, 70))}</Nm>
        </Cdtr>
        <CdtrAcct>
          <Id>
            <IBAN>${compactIban(refund.iban)}</IBAN>
          </Id>
        </CdtrAcct>
        <RmtInf>
          <Ustrd>${text(refundRemittance(refund))}</Ustrd>
        </RmtInf>
      </CdtTrfTxInf>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${PAIN001_NAMESPACE}">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${text(clip(messageId, 35))}</MsgId>
      <CreDtTm>${created}</CreDtTm>
      <NbOfTxs>${refunds.length}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <InitgPty>
        <Nm>${debtorName}</Nm>
      </InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${text(clip(messageId, 35))}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <BtchBookg>false</BtchBookg>
      <NbOfTxs>${refunds.length}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <PmtTpInf>
        <SvcLvl>
          <Cd>SEPA</Cd>
        </SvcLvl>
      </PmtTpInf>
      <ReqdExctnDt>${executionDate}</ReqdExctnDt>
      <Dbtr>
        <Nm>${debtorName}</Nm>
      </Dbtr>
      <DbtrAcct>
        <Id>
          <IBAN>${compactIban(account.accountNumber)}</IBAN>
        </Id>
      </DbtrAcct>
      <DbtrAgt>
        <FinInstnId>
          <BIC>${text(account.bic.replace(/\s/g, '').toUpperCase())}</BIC>
        </FinInstnId>
      </DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
${transactions.join('\n')}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}
