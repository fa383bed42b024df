import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Traveller, TravellerDocument } from '@voyage/domain';
import { SignedFormBlock } from './signed-form-block.tsx';
import { consentStanding, idStanding, replaceableIdDocument, travelAuthorisationStanding } from '@voyage/domain';
import { DocumentsTable } from './documents-table.tsx';
import { CardAction, CardNoticeAlert, useFamilyCardActions } from '../family-card-actions.tsx';
import { familyName } from '../family-name.ts';
import { RemoveDocumentDialog } from './remove-document-dialog.tsx';
import { lazyPart } from '../../../../components/common/lazy-part.tsx';
import { OpenedOnce } from '../../../../components/common/opened-once.tsx';
import type { UploadKind } from './upload-document-dialog.tsx';
import { VoyageCard } from '../voyage-card.tsx';
import { VOYAGE_ANCHORS } from '../checklist/voyage-anchors.ts';

// Its form and rules load when the family opens it: they are not part of the first view (decision 029).
const UploadDocumentDialog = lazyPart(() =>
  import('./upload-document-dialog.tsx').then((module) => module.UploadDocumentDialog),
);

type Uploading = { kind: UploadKind; idType?: 'passport' | 'id_card' };

/** What the card says once an upload arrived. */
const SENT = {
  consent: 'documents.sentConsent',
  travelAuthorisation: 'documents.sentTravelAuthorisation',
  id: 'documents.sentId',
} as const satisfies Record<UploadKind, string>;

/**
 * The traveller's documents (docs/product/my-voyage.md#documents): the consent form and the travel authorisation
 * letter to download, sign and upload back once approved; the documents on record with Remove on an upload still Processing and Replace on a rejected
 * passport or ID; "Upload a passport or ID" when none is on record. The family acts only while the registration
 * is Processing or Approved; afterwards the documents stay listed. What an action did is said at the top.
 */
export function DocumentsCard({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('myVoyage');
  const card = useFamilyCardActions(traveller.id, 'documents');
  // The last upload asked for stays set while its dialog fades out, so its title does not change on the way.
  const [uploading, setUploading] = useState<Uploading>({ kind: 'consent' });
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [toRemove, setToRemove] = useState<TravellerDocument | null>(null);
  const canAct = traveller.status === 'pending' || traveller.status === 'approved';
  const documents = traveller.documents;
  const replaceable = canAct ? replaceableIdDocument(documents) : null;
  const isIdMissing = canAct && idStanding(documents) === 'none';
  const letter = travelAuthorisationStanding(documents);

  const openUpload = (next: Uploading) => {
    card.setNotice(null);
    setUploading(next);
    setIsUploadOpen(true);
  };

  const confirmRemove = (document: TravellerDocument) =>
    card.withdraw(document.id, { done: t('documents.removed'), alreadyReviewed: t('documents.alreadyReviewed') }, () =>
      setToRemove(null),
    );

  return (
    <VoyageCard title={t('documents.title')} headingRef={card.headingRef} anchorId={VOYAGE_ANCHORS.documents}>
      <Stack spacing={2}>
        <CardNoticeAlert notice={card.notice} onClose={() => card.setNotice(null)} />
        {canAct ? (
          <SignedFormBlock
            form="consent"
            traveller={traveller}
            standing={consentStanding(documents)}
            onUpload={() => openUpload({ kind: 'consent' })}
          />
        ) : null}
        {canAct ? (
          <SignedFormBlock
            form="travelAuthorisation"
            id={VOYAGE_ANCHORS.travelAuthorisation}
            traveller={traveller}
            standing={letter}
            onUpload={() => openUpload({ kind: 'travelAuthorisation' })}
            lead={
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                {t('documents.travelAuthorisation.why')}
              </Typography>
            }
            notice={
              // Said while the letter is still to send; a signed one waiting for review needs no more advice.
              traveller.idDocumentNumber === null && letter !== 'processing' ? (
                <Alert severity="info">{t('documents.travelAuthorisation.detailsMissing')}</Alert>
              ) : null
            }
          />
        ) : null}
        {isIdMissing ? (
          <CardAction
            hint={<Typography>{t('documents.idMissing')}</Typography>}
            icon={<UploadFileOutlinedIcon />}
            label={t('documents.uploadId')}
            onClick={() => openUpload({ kind: 'id' })}
          />
        ) : null}
        {replaceable ? <Alert severity="warning">{t('documents.idRejected')}</Alert> : null}
        {documents.length === 0 ? (
          <Typography color="text.secondary">{t('documents.none')}</Typography>
        ) : (
          <DocumentsTable
            documents={documents}
            label={t('documents.table', { name: familyName(traveller) })}
            onRemove={
              canAct
                ? (document) => {
                    card.setFailure(null);
                    setToRemove(document);
                  }
                : undefined
            }
            removingId={card.withdrawingId}
            replaceableId={replaceable?.id ?? null}
            onReplace={(document) =>
              openUpload({ kind: 'id', idType: document.type === 'id_card' ? 'id_card' : 'passport' })
            }
          />
        )}
      </Stack>
      {canAct ? (
        <OpenedOnce open={isUploadOpen}>
          <UploadDocumentDialog
            open={isUploadOpen}
            traveller={traveller}
            kind={uploading.kind}
            idType={uploading.idType}
            onClose={() => setIsUploadOpen(false)}
            onUploaded={(next) => {
              setIsUploadOpen(false);
              card.sent(next, t(SENT[uploading.kind]));
            }}
            onStale={card.refresh}
            // The button that opened the dialog may be gone (the consent now Processing): focus the heading.
            onExited={card.onUploadExited}
          />
        </OpenedOnce>
      ) : null}
      <RemoveDocumentDialog
        document={toRemove}
        isRemoving={card.isWithdrawing}
        failure={card.failure}
        onCancel={() => setToRemove(null)}
        onConfirm={(document) => void confirmRemove(document)}
        onExited={card.onWithdrawExited}
      />
    </VoyageCard>
  );
}
