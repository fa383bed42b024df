import { PDFArray, PDFDict, PDFName, PDFObject, PDFRawStream, PDFRef, PDFStream, type PDFContext } from 'pdf-lib';

/**
 * Keys of what can act rather than show: actions (on opening, on a page, on a link), JavaScript, forms,
 * attached and associated files, rich media, annotations. None is kept in the stored file, at any depth.
 */
export const ACTIVE_KEYS = [
  'AA',
  'A',
  'OpenAction',
  'JS',
  'JavaScript',
  'Annots',
  'AcroForm',
  'XFA',
  'EmbeddedFiles',
  'EmbeddedFile',
  'EF',
  'AF',
  'RichMedia',
  'Names',
  'URI',
  'Launch',
  'SubmitForm',
] as const;

/** A stream whose data lives in another file (`/F`), which a reader would fetch: a path or a URL. */
const EXTERNAL_STREAM_KEYS = ['F', 'FFilter', 'FDecodeParms'] as const;

/** What an action does (`/S`): every kind but going to a page of the same file. */
const ACTION_KINDS = new Set(
  [
    'JavaScript',
    'Launch',
    'URI',
    'SubmitForm',
    'ResetForm',
    'ImportData',
    'GoToR',
    'GoToE',
    'Rendition',
    'RichMediaExecute',
    'Hide',
    'Named',
    'SetOCGState',
    'Sound',
    'Movie',
    'GoTo3DView',
    'Trans',
    'Thread',
  ].map((kind) => PDFName.of(kind)),
);
/** Dictionaries that stand for an attached file or an action: dropped wherever a key points at one. */
const FILE_OR_ACTION_TYPES = new Set(['EmbeddedFile', 'Filespec', 'Action'].map((type) => PDFName.of(type)));

const TYPE = PDFName.of('Type');
const S = PDFName.of('S');

const dictOf = (object: PDFObject | undefined): PDFDict | undefined =>
  object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;

/** True for an attached file, a file specification or an action, by its `/Type` or its `/S`. */
function isFileOrAction(object: PDFObject | undefined): boolean {
  const dict = dictOf(object);
  if (!dict) return false;
  const type = dict.get(TYPE);
  const kind = dict.get(S);
  return (
    (type instanceof PDFName && FILE_OR_ACTION_TYPES.has(type)) || (kind instanceof PDFName && ACTION_KINDS.has(kind))
  );
}

/**
 * Removes, from one indirect object and every dictionary and array nested in it however deep, each
 * active key, each entry pointing at an attached file or an action, and a stream's external data. The
 * walk is a loop over a stack; references are left to their own turn (each indirect object is scrubbed
 * once by `scrubActiveContent`), so a loop of references cannot make it run forever.
 */
function scrubObject(context: PDFContext, object: PDFObject): void {
  const keys = ACTIVE_KEYS.map((key) => PDFName.of(key));
  const stack: PDFObject[] = [object];
  if (object instanceof PDFStream) for (const key of EXTERNAL_STREAM_KEYS) object.dict.delete(PDFName.of(key));
  for (let next = stack.pop(); next; next = stack.pop()) {
    const dict = dictOf(next);
    if (dict) {
      for (const key of keys) dict.delete(key);
      for (const [key, value] of dict.entries()) {
        if (isFileOrAction(context.lookup(value))) dict.delete(key);
        else if (!(value instanceof PDFRef)) stack.push(value);
      }
    } else if (next instanceof PDFArray) {
      const items = next.asArray();
      for (let index = items.length - 1; index >= 0; index -= 1) {
        const item = items[index]!;
        if (isFileOrAction(context.lookup(item))) next.remove(index);
        else if (!(item instanceof PDFRef)) stack.push(item);
      }
    }
  }
}

/** Every indirect object of the new file scrubbed: see `scrubObject`. */
export function scrubActiveContent(context: PDFContext): void {
  for (const [, object] of context.enumerateIndirectObjects()) scrubObject(context, object);
}

/**
 * Keeps only the objects the new file's catalog reaches: what the scrub cut off (an attached file, an
 * action's script, a page's annotations) is not written at all. Answers the streams that stay.
 */
export function keepReachable(context: PDFContext): PDFRawStream[] {
  const reached = new Set<PDFRef>();
  const stack: PDFObject[] = [];
  const visit = (object: PDFObject | undefined) => {
    if (object instanceof PDFRef) {
      if (reached.has(object)) return;
      reached.add(object);
      const target = context.lookup(object);
      if (target) stack.push(target);
    } else if (object) {
      stack.push(object);
    }
  };
  visit(context.trailerInfo.Root);
  for (let next = stack.pop(); next; next = stack.pop()) {
    const dict = dictOf(next);
    if (dict) for (const [, value] of dict.entries()) visit(value);
    else if (next instanceof PDFArray) for (const item of next.asArray()) visit(item);
  }
  const streams: PDFRawStream[] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref)) context.delete(ref);
    else if (object instanceof PDFRawStream) streams.push(object);
  }
  return streams;
}

/** True when any object holds an active key, an action, an attached file or a stream's external data: what the tests check. */
export function holdsActiveContent(context: PDFContext): boolean {
  const keys = new Set<PDFObject>(ACTIVE_KEYS.map((key) => PDFName.of(key)));
  const stack: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  const external = (object: PDFObject) =>
    object instanceof PDFStream && EXTERNAL_STREAM_KEYS.some((key) => object.dict.has(PDFName.of(key)));
  if (stack.some(external)) return true;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const dict = dictOf(next);
    if (dict) {
      if (isFileOrAction(dict)) return true;
      for (const [key, value] of dict.entries()) {
        if (keys.has(key)) return true;
        if (!(value instanceof PDFRef)) stack.push(value);
      }
    } else if (next instanceof PDFArray) {
      for (const item of next.asArray()) if (!(item instanceof PDFRef)) stack.push(item);
    }
  }
  return false;
}
