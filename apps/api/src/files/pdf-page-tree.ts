import { PDFArray, PDFName, PDFObject, PDFPageLeaf, PDFPageTree, PDFRef, type PDFDocument } from 'pdf-lib';
import { MAX_PAGE_TREE_DEPTH, MAX_PDF_PAGES, PDF_REFUSALS, refuse } from './pdf-refusals.ts';

const KIDS = PDFName.of('Kids');
const PARENT = PDFName.of('Parent');

/**
 * Walks the sent file's page tree before anything of pdf-lib does, since pdf-lib follows it recursively
 * and without memory: a node that lists the next one twice, level after level, is 2^levels pages to it
 * (a 2 KB file is 16 million pages at 24 levels), and a node that contains itself overflows its stack.
 * Here the walk is a loop over a stack, each node may be met only once (a node met again is a loop or
 * a repeat: 422 `PDF_PAGE_TREE_INVALID`), no deeper than 32 levels, and it stops at the 51st page
 * (413). Each node's `/Parent` is set to the node it was found under, so pdf-lib's climb up the tree
 * (inherited page attributes) follows the tree as walked and cannot loop either. Answers the page count.
 */
export function checkPageTree(document: PDFDocument): number {
  const { context } = document;
  const rootRef = document.catalog.get(PDFName.of('Pages'));
  const root = context.lookup(rootRef);
  if (!(rootRef instanceof PDFRef) || !(root instanceof PDFPageTree)) throw refuse(PDF_REFUSALS.unreadable);
  root.delete(PARENT);
  const met = new Set<PDFObject>([root]);
  const stack: { node: PDFPageTree; ref: PDFRef; depth: number }[] = [{ node: root, ref: rootRef, depth: 0 }];
  let pages = 0;
  for (let next = stack.pop(); next; next = stack.pop()) {
    const kids = next.node.lookup(KIDS);
    if (!(kids instanceof PDFArray)) throw refuse(PDF_REFUSALS.unreadable);
    for (const kidRef of kids.asArray()) {
      const kid = context.lookup(kidRef);
      if (!(kidRef instanceof PDFRef) || kid === undefined) throw refuse(PDF_REFUSALS.unreadable);
      if (met.has(kid)) throw refuse(PDF_REFUSALS.pageTree);
      met.add(kid);
      if (kid instanceof PDFPageLeaf) {
        pages += 1;
        if (pages > MAX_PDF_PAGES) throw refuse(PDF_REFUSALS.tooManyPages);
      } else if (kid instanceof PDFPageTree) {
        if (next.depth + 1 > MAX_PAGE_TREE_DEPTH) throw refuse(PDF_REFUSALS.pageTree);
        stack.push({ node: kid, ref: kidRef, depth: next.depth + 1 });
      } else {
        throw refuse(PDF_REFUSALS.unreadable);
      }
      kid.set(PARENT, next.ref);
    }
  }
  return pages;
}
