/** The files staff take out (docs/product/exports.md): the manifest also as PDF, the lists as spreadsheets. */
export const MANIFEST_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ManifestFormat = (typeof MANIFEST_FORMATS)[number];
export const LIST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];
