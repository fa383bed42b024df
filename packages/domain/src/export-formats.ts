/**
 * The files staff take out (docs/product/exports.md): every export, the manifest and each staff list, as
 * CSV, XLSX and PDF from the one export menu.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const MANIFEST_FORMATS = EXPORT_FORMATS;
export type ManifestFormat = ExportFormat;
export const LIST_EXPORT_FORMATS = EXPORT_FORMATS;
export type ListExportFormat = ExportFormat;
