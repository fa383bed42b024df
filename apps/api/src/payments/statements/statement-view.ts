import type { LineMatch, MatchSuggestion, StatementImport, StatementPreviewLine } from '@voyage/domain';
import type { PreviewedLine, StatementImportRow } from '../queries/statement-imports.ts';

/** Why an ignored or error line is so, as the preview says it. */
function whyOf(match: LineMatch): string | null {
  return match.state === 'ignored' || match.state === 'error' ? match.why : null;
}

export function suggestionsOf(match: LineMatch, names: Record<string, string>) {
  if (match.state !== 'suggested') return [];
  return match.suggestions.map((suggestion: MatchSuggestion) => ({
    ...suggestion,
    travellerName: names[suggestion.travellerId] ?? '',
  }));
}

export function previewLine({ line, match, names }: PreviewedLine, position: number): StatementPreviewLine {
  const travellerId = match.state === 'matched' ? match.travellerId : null;
  return {
    position,
    bookingDate: line.bookingDate ?? line.valueDate,
    amountCents: line.amountCents,
    currency: line.currency,
    direction: line.direction,
    text: line.text,
    payerName: line.payerName,
    payerIban: line.payerIban,
    reference: line.creditorReference,
    state: match.state,
    why: whyOf(match),
    travellerId,
    travellerName: travellerId ? (names[travellerId] ?? null) : null,
    suggestions: suggestionsOf(match, names),
  };
}

/** An import as staff read it: the preview of every line, and after the apply what it did. */
export function statementImportView(row: StatementImportRow): StatementImport {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    fileName: row.fileName,
    accountIban: row.accountIban,
    createdAt: row.createdAt.toISOString(),
    lines: row.lines.map(previewLine),
    result: row.result ?? null,
  };
}
