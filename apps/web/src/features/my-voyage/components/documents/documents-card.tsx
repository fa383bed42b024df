import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Traveller, TravellerDocument } from '@voyage/domain';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { refreshMyVoyage, showTraveller } from '../../api/show-traveller.ts';
import { useWithdrawDocument } from '../../api/withdraw-document.ts';
import { ConsentFormBlock } from './consent-form-block.tsx';
import { consentStanding, idStanding, replaceableIdDocument } from './document-standing.ts';
import { DocumentsTable } from './documents-table.tsx';
import { familyName } from '../family-name.ts';
import { RemoveDocumentDialog } from './remove-document-dialog.tsx';
import { UploadDocumentDialog, type UploadKind } from './upload-document-dialog.tsx';
import { VoyageCard } from '../voyage-card.tsx';

type Notice = { severity: 'success' | 'info' | 'warning'; text: string };
type Uploading = { kind: UploadKind; idType?: 'passport' | 'id_card' };

/**
 * The traveller's documents (docs/product/my-voyage.md#documents): the consent form to download, sign and upload
 * back once approved; the documents on record with Remove on an upload still Processing and Replace on a rejected
 * passport or ID; "Upload a passport or ID" when none is on record. The family acts only while the registration
 * is Processing or Approved; afterwards the documents stay listed. What an action did is said at the top.
 */
export function DocumentsCard({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation('myVoyage');
  const queryClient = useQueryClient();
  const withdraw = useWithdrawDocument();
  // The last upload asked for stays set while its dialog fades out, so its title does not change on the way.
  const [uploading, setUploading] = useState<Uploading>({ kind: 'consent' });
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [toRemove, setToRemove] = useState<TravellerDocument | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isHeadingNext = useRef(false);
  const canAct = traveller.status === 'pending' || traveller.status === 'approved';
  const documents = traveller.documents;
  const replaceable = canAct ? replaceableIdDocument(documents) : null;
  const isIdMissing = canAct && idStanding(documents) === 'none';

  const openUpload = (next: Uploading) => {
    setNotice(null);
    setUploading(next);
    setIsUploadOpen(true);
  };

  const confirmRemove = async (document: TravellerDocument) => {
    setFailure(null);
    try {
      await withdraw.mutateAsync({ travellerId: traveller.id, documentId: document.id });
      setNotice({ severity: 'info', text: t('documents.removed') });
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 409)) return setFailure(apiErrorMessage(t, error));
      setNotice({ severity: 'warning', text: t('documents.alreadyReviewed') });
    }
    // The button is gone with the Processing document: the focus goes to the card's heading.
    isHeadingNext.current = true;
    setToRemove(null);
  };

  return (
    <VoyageCard title={t('documents.title')} headingRef={headingRef}>
      <Stack spacing={2}>
        {notice ? (
          <Alert severity={notice.severity} role="status" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        ) : null}
        {canAct ? (
          <ConsentFormBlock
            traveller={traveller}
            consent={consentStanding(documents)}
            onUpload={() => openUpload({ kind: 'consent' })}
          />
        ) : null}
        {isIdMissing ? (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}
          >
            <Typography>{t('documents.idMissing')}</Typography>
            <Button
              variant="contained"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => openUpload({ kind: 'id' })}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {t('documents.uploadId')}
            </Button>
          </Box>
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
                    setFailure(null);
                    setToRemove(document);
                  }
                : undefined
            }
            removingId={withdraw.isPending ? (withdraw.variables?.documentId ?? null) : null}
            replaceableId={replaceable?.id ?? null}
            onReplace={(document) =>
              openUpload({ kind: 'id', idType: document.type === 'id_card' ? 'id_card' : 'passport' })
            }
          />
        )}
      </Stack>
      {canAct ? (
        <UploadDocumentDialog
          open={isUploadOpen}
          traveller={traveller}
          kind={uploading.kind}
          idType={uploading.idType}
          onClose={() => setIsUploadOpen(false)}
          onUploaded={(next) => {
            showTraveller(queryClient, next);
            void refreshMyVoyage(queryClient);
            setIsUploadOpen(false);
            const sent = uploading.kind === 'consent' ? 'documents.sentConsent' : 'documents.sentId';
            setNotice({ severity: 'success', text: t(sent) });
          }}
          onStale={() => void refreshMyVoyage(queryClient)}
          onExited={() => {
            // The button that opened the dialog may be gone (the consent now Processing): focus the heading.
            if (document.activeElement === document.body) headingRef.current?.focus();
          }}
        />
      ) : null}
      <RemoveDocumentDialog
        document={toRemove}
        isRemoving={withdraw.isPending}
        failure={failure}
        onCancel={() => setToRemove(null)}
        onConfirm={(document) => void confirmRemove(document)}
        onExited={() => {
          if (!isHeadingNext.current) return;
          isHeadingNext.current = false;
          headingRef.current?.focus();
        }}
      />
    </VoyageCard>
  );
}
