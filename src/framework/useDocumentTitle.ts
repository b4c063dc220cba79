import { useEffect } from 'react';
import { documentTitle } from '../domain/brand';

/** Names the browser tab after the page, in the user's language: "Page title · Franchise Panel". */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
